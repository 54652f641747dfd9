// The toasts' part of the notification host (seed 000 §9: auto close 5000 ms, at most 5, top-right
// 84 px from the top, centred below 480 px). Loaded on the first notification, so a page that gets
// none does not download Fluent's toaster; it hands the host its show function once it listens.
import { Toaster, useToastController } from '@fluentui/react-toast';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TOAST_SHOWN_MS } from '../../ui/toast-timing';
import { useMediaQuery } from '../../ui/use-media-query';
import { EVENT_STYLES } from './event-styles';
import { NotificationToast } from './NotificationToast';
import type { RealtimeToast } from './realtime-events';

const TOAST_LIMIT = 5;
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

export type ShowToast = (toast: RealtimeToast, onOpen: () => void) => void;

export default function ToastLayer({ onReady }: { onReady: (show: ShowToast) => void }) {
  const intl = useIntl();
  const narrow = useMediaQuery(NARROW_QUERY);
  const toasterId = useId();
  const { dispatchToast } = useToastController(toasterId);

  // the Toaster, a child, subscribes in its own effect, which runs before this one
  useEffect(() => {
    onReady((toast, onOpen) =>
      dispatchToast(<NotificationToast toast={toast} onOpen={onOpen} />, { intent: EVENT_STYLES[toast.eventType].intent }),
    );
  }, [onReady, dispatchToast]);

  return (
    <ToastArea
      $width={narrow ? TOAST_WIDTH.narrow : TOAST_WIDTH.wide}
      toasterId={toasterId}
      position={narrow ? 'top' : 'top-end'}
      offset={{ vertical: TOAST_TOP_OFFSET - FLUENT_TOAST_MARGIN }}
      limit={TOAST_LIMIT}
      timeout={TOAST_SHOWN_MS}
      pauseOnHover
      aria-label={intl.formatMessage({ id: 'notifications.region' })}
    />
  );
}
