// The bid whose chat is open (seed 000 §4 "Chat"): a bid table row opens it, the chat panel shows it,
// closing clears the selection.
import { proxy } from 'valtio';

export const bidChat = proxy<{ bidId: number | null }>({ bidId: null });

export function openChat(bidId: number): void {
  bidChat.bidId = bidId;
}

export function closeChat(): void {
  bidChat.bidId = null;
}
