// What a header menu says when its action failed (a language not saved, a logout that did not go
// through): loaded then, as it rarely is.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import { TOAST_SHOWN_MS } from '../../ui/toast-timing';

/** Under the button, over the page: the header has no room for a line of its own. One line where the
 * screen allows; on a phone it wraps rather than leave the screen on the left. */
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
  box-sizing: border-box;
  width: max-content;
  max-width: calc(100vw - 2 * ${token('spacingHorizontalM')});
`;

export default function HeaderAlert({ messageId, onExpire }: { messageId: MessageId; onExpire(): void }) {
  const intl = useIntl();
  // as long as a toast stays: it covers the top of the page meanwhile
  useEffect(() => {
    const timer = setTimeout(onExpire, TOAST_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [onExpire]);
  return <Alert role="alert">{intl.formatMessage({ id: messageId })}</Alert>;
}
