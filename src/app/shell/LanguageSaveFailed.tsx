// What the language menu says when a pick could not be saved: loaded then, as it rarely is.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { token } from '../../ui/theme';
import { TOAST_SHOWN_MS } from '../../ui/toast-timing';

/** Under the button, over the page: the header has no room for a line of its own. */
const Alert = styled.p`
  position: absolute;
  top: calc(100% + ${token('spacingVerticalXS')});
  right: 0;
  z-index: 1;
  margin: 0;
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  border-radius: ${token('borderRadiusMedium')};
  background: ${token('colorStatusDangerBackground1')};
  border: ${token('strokeWidthThin')} solid ${token('colorStatusDangerBorder1')};
  color: ${token('colorStatusDangerForeground1')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase200')};
  white-space: nowrap;
`;

export default function LanguageSaveFailed({ onExpire }: { onExpire(): void }) {
  const intl = useIntl();
  // as long as a toast stays: it covers the top of the page meanwhile
  useEffect(() => {
    const timer = setTimeout(onExpire, TOAST_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [onExpire]);
  return <Alert role="alert">{intl.formatMessage({ id: 'shell.language.notSaved' })}</Alert>;
}
