// The bid whose chat is open (seed 000 §4 "Chat"): a bid table row opens it, the chat panel shows it,
// closing clears the selection.
import { proxy, subscribe } from 'valtio';
import { forgotten } from './user-traces';

export const bidChat = proxy<{ bidId: number | null }>({ bidId: null });
subscribe(forgotten, () => {
  bidChat.bidId = null;
});

export function openChat(bidId: number): void {
  bidChat.bidId = bidId;
}

export function closeChat(): void {
  bidChat.bidId = null;
}
