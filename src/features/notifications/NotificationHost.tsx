// Mounted once in the signed-in shell: listens to the socket, shows the toasts (ToastLayer, loaded
// with the first one) and hosts the bid chat panel (the bids feature's, handed in by the shell), which
// a bid row or a chat toast opens from any page.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { PortalRole } from '../../../schemas/api/roles';
import { onSocketConnect, onSocketEvent } from '../../api/socket';
import { bidChat, openChat } from '../../stores/bid-chat';
import { useChatViewer } from '../../api/chat/chat-viewer';
import { createRealtimeHandlers, type MessageLanguage, type RealtimeToast } from './realtime-events';
import { playNotes } from './tones';
import type { ShowToast } from './ToastLayer';

const ToastLayer = lazy(() => import('./ToastLayer'));

/** Where a bid's toast leads: the viewer's own bid table. */
const BID_LIST_PATHS: Readonly<Record<PortalRole, string>> = { manager: '/bid-manager', client: '/bids', dealer: '/dealer-bids' };

export function NotificationHost({ chatPanel }: { chatPanel: ReactNode }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const viewer = useChatViewer();
  const [, navigate] = useLocation();
  const chatWanted = useRef(false);
  if (useSnapshot(bidChat).bidId !== null) chatWanted.current = true;
  const [toastsWanted, setToastsWanted] = useState(false);
  // toasts that came while ToastLayer loads wait here; once it is ready they go straight to it
  const toasts = useRef<{ show?: ShowToast; waiting: [RealtimeToast, () => void][] }>({ waiting: [] });

  // the socket handlers outlive renders; they read the current values through this ref
  const current = useRef({ viewer, language: (intl.locale.startsWith('en') ? 'en' : 'ru') as MessageLanguage });
  current.current = { viewer, language: intl.locale.startsWith('en') ? 'en' : 'ru' };

  const toastsReady = useCallback((show: ShowToast) => {
    toasts.current.show = show;
    toasts.current.waiting.splice(0).forEach(([toast, onOpen]) => show(toast, onOpen));
  }, []);

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
      show: (toast) => {
        const onOpen = () => open(toast);
        if (toasts.current.show) toasts.current.show(toast, onOpen);
        else {
          toasts.current.waiting.push([toast, onOpen]);
          setToastsWanted(true);
        }
      },
    });
    const stops = [
      onSocketEvent('notification', handlers.bidEvent),
      onSocketEvent('client-notification', handlers.bidEvent),
      onSocketEvent('bid-update', handlers.bidUpdate),
      onSocketEvent('chat-notification', handlers.chatMessage),
      onSocketEvent('search-alert', handlers.searchAlert),
      onSocketConnect(handlers.connected),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient, navigate]);

  return (
    <>
      {toastsWanted && (
        <Suspense fallback={null}>
          <ToastLayer onReady={toastsReady} />
        </Suspense>
      )}
      {chatWanted.current && <Suspense fallback={null}>{chatPanel}</Suspense>}
    </>
  );
}

export default NotificationHost;
