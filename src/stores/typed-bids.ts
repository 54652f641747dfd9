// The amount a client is typing in a lot's bid form, so the lot page's price guide marks it too while
// the form (the bidding feature) and the guide (the lot page's section) are apart.
import { proxy } from 'valtio';

/** Amounts by `<pageType>:<lotId>`; absent or null while nothing is typed. */
export const typedBids = proxy<Record<string, number | null>>({});

export const typedBidKey = (apiPageType: string, lotId: string): string => `${apiPageType}:${lotId}`;

export function setTypedBid(key: string, amount: number | null): void {
  typedBids[key] = amount;
}
