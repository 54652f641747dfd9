// Mounted once in the signed-in shell: listens to the socket, shows the toasts (seed 000 §9: auto close
// 5000 ms, at most 5, top-right 84 px from the top, centred below 480 px) and hosts the bid chat panel
// (the bids feature's, handed in by the shell), which a bid row or a chat toast opens from any page.
import { Toaster, useToastController } from '@fluentui/react-toast';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { PortalRole } from '../../../schemas/api/roles';
import { onSocketEvent } from '../../api/socket';
import { bidChat, openChat } from '../../stores/bid-chat';
import { useMediaQuery } from '../../ui/use-media-query';
import { useChatViewer } from '../../api/chat/chat-viewer';
import { EVENT_STYLES } from './event-styles';
import { NotificationToast } from './NotificationToast';
import { createRealtimeHandlers, type MessageLanguage, type RealtimeToast } from './realtime-events';
import { playNotes } from './tones';

export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_LIMIT = 5;
const TOAST_TOP_OFFSET = 84;
/** Fluent puts this margin above every toast, the first one too. */
const FLUENT_TOAST_MARGIN = 16;
const NARROW_QUERY = '(max-width: 479.98px)';
/** Fluent's toaster is 292 px wide: wider toasts spilled past its right edge, off the screen. */
const TOAST_WIDTH = { wide: 400, narrow: 328 } as const;
/** Room kept free on each side of a centred toast on a screen narrower than it. */
const SCREEN_MARGIN = 8;

const ToastArea = styled(Toaster)<{ $width: number }>`
  && {
    width: min(${({ $width }) => $width}px, calc(100vw - ${2 * SCREEN_MARGIN}px));
  }
`;

/** Where a bid's toast leads: the viewer's own bid table. */
const BID_LIST_PATHS: Readonly<Record<PortalRole, string>> = { manager: '/bid-manager', client: '/bids', dealer: '/dealer-bids' };

export function NotificationHost({ chatPanel }: { chatPanel: ReactNode }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const viewer = useChatViewer();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [, navigate] = useLocation();
  const toasterId = useId();
  const { dispatchToast } = useToastController(toasterId);
  const chatWanted = useRef(false);
  if (useSnapshot(bidChat).bidId !== null) chatWanted.current = true;

  // the socket handlers outlive renders; they read the current values through this ref
  const current = useRef({ viewer, language: (intl.locale.startsWith('en') ? 'en' : 'ru') as MessageLanguage });
  current.current = { viewer, language: intl.locale.startsWith('en') ? 'en' : 'ru' };

  useEffect(() => {
    const open = (toast: RealtimeToast): void => {
      if ('path' in toast) {
        navigate(toast.path);
        return;
      }
      const role = current.current.viewer?.role;
      if (role) navigate(BID_LIST_PATHS[role]);
      if (toast.eventType === 'chatMessage') openChat(toast.bidId);
    };
    const handlers = createRealtimeHandlers({
      queryClient,
      viewer: () => current.current.viewer,
      language: () => current.current.language,
      play: playNotes,
      show: (toast) =>
        dispatchToast(<NotificationToast toast={toast} onOpen={() => open(toast)} />, {
          intent: EVENT_STYLES[toast.eventType].intent,
        }),
    });
    const stops = [
      onSocketEvent('notification', handlers.bidEvent),
      onSocketEvent('client-notification', handlers.bidEvent),
      onSocketEvent('chat-notification', handlers.chatMessage),
      onSocketEvent('search-alert', handlers.searchAlert),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, dispatchToast, navigate]);

  return (
    <>
      <ToastArea
        $width={narrow ? TOAST_WIDTH.narrow : TOAST_WIDTH.wide}
        toasterId={toasterId}
        position={narrow ? 'top' : 'top-end'}
        offset={{ vertical: TOAST_TOP_OFFSET - FLUENT_TOAST_MARGIN }}
        limit={TOAST_LIMIT}
        timeout={TOAST_TIMEOUT_MS}
        pauseOnHover
        aria-label={intl.formatMessage({ id: 'notifications.region' })}
      />
      {chatWanted.current && <Suspense fallback={null}>{chatPanel}</Suspense>}
    </>
  );
}

export default NotificationHost;
