import { Spinner } from '@fluentui/react-spinner';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSpinnerShown } from './first-screen';

const FullPage = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

const InPage = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
`;

/** While the session is not known yet. */
export function FullPageSpinner() {
  const intl = useIntl();
  useSpinnerShown();
  return (
    <FullPage>
      <Spinner size="large" label={intl.formatMessage({ id: 'common.loading' })} />
    </FullPage>
  );
}

/** While a page's code loads inside the shell. */
export function PageSpinner() {
  const intl = useIntl();
  useSpinnerShown();
  return (
    <InPage>
      <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
    </InPage>
  );
}
