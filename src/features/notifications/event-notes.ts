// The sound of each notification event type (seed 000 §4): two short notes, frequencies in Hz played
// one after the other (tones.ts). Apart from the icons and colours (event-styles.tsx): the socket's
// handlers play them from the first visit on, while the toasts' look loads with the first toast.
import type { NotificationEventType } from './event-styles';

export const EVENT_NOTES: Readonly<Record<NotificationEventType, readonly [number, number]>> = {
  clientNewBid: [660, 880],
  clientCancelBid: [523, 392],
  clientRebid: [587, 784],
  clientChangeAmount: [659, 740],
  managerNewBid: [523, 784],
  managerBidStatus: [440, 554],
  managerChangeAmount: [494, 622],
  managerUpdateStatus: [392, 523],
  managerWinBid: [784, 1047],
  managerUpdateBidAmount: [554, 698],
  chatMessage: [880, 660],
  searchAlert: [698, 932],
};
