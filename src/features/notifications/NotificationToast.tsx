// One notification toast: the type's icon and colour, its title, the message, and an Open action
// (the whole toast is clickable too) that goes to the bid table, and for a chat message to its chat.
import { Link } from '@fluentui/react-link';
import { Toast, ToastBody, ToastTitle } from '@fluentui/react-toast';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { EVENT_STYLES, type EventStyle } from './event-styles';
import type { RealtimeToast } from './realtime-events';

/** As wide as the toaster (NotificationHost sizes it). */
const ToastFrame = styled(Toast)`
  width: 100%;
  box-sizing: border-box;
  cursor: pointer;
`;

const Media = styled.span<{ $colour: EventStyle['colour'] }>`
  display: inline-flex;
  color: ${({ $colour, theme }) => theme.tokens[$colour]};
`;

const Body = styled(ToastBody)`
  overflow-wrap: anywhere;
`;

export function NotificationToast({ toast, onOpen }: { toast: RealtimeToast; onOpen: () => void }) {
  const intl = useIntl();
  const { Icon, colour } = EVENT_STYLES[toast.eventType];
  const title =
    toast.eventType === 'chatMessage' && toast.lotNo !== undefined
      ? intl.formatMessage({ id: 'notifications.chatTitle' }, { lotNo: toast.lotNo })
      : intl.formatMessage({ id: `notifications.type.${toast.eventType}` });
  return (
    <ToastFrame onClick={onOpen} data-event-type={toast.eventType}>
      <ToastTitle
        media={
          <Media $colour={colour}>
            <Icon aria-hidden />
          </Media>
        }
        action={
          <Link
            onClick={(event) => {
              event.stopPropagation();
              onOpen();
            }}
          >
            {intl.formatMessage({ id: 'notifications.open' })}
          </Link>
        }
      >
        {title}
      </ToastTitle>
      <Body>{toast.body}</Body>
    </ToastFrame>
  );
}
