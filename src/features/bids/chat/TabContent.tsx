// What the Chat and History tabs share: the list their entries stand in, and the loading, failed (with
// retry) and empty states shown instead of it.
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { token } from '../../../ui/theme';

export const EntryList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalS')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const State = styled.div`
  display: grid;
  place-items: center;
  gap: ${token('spacingVerticalS')};
  padding: ${token('spacingVerticalXXL')} 0;
  color: ${token('colorNeutralForeground3')};
`;

interface TabContentProps {
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  errorMessage: MessageId;
  emptyMessage: MessageId;
  isEmpty: boolean;
  children: ReactNode;
}

export function TabContent({ query, errorMessage, emptyMessage, isEmpty, children }: TabContentProps) {
  const intl = useIntl();
  if (query.isPending) {
    return (
      <State>
        <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />
      </State>
    );
  }
  if (query.isError) {
    return (
      <State role="alert">
        <Text>{intl.formatMessage({ id: errorMessage })}</Text>
        <Button onClick={() => void query.refetch()}>{intl.formatMessage({ id: 'common.reload' })}</Button>
      </State>
    );
  }
  if (isEmpty) {
    return (
      <State>
        <Text>{intl.formatMessage({ id: emptyMessage })}</Text>
      </State>
    );
  }
  return children;
}
