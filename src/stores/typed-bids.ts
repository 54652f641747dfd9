// The amount a client is typing in a lot's bid form, so the lot page's price guide marks it too while
// the form (the bidding feature) and the guide (the lot page's section) are apart.
import { proxy, subscribe } from 'valtio';
import { forgotten } from './user-traces';

/** Amounts by `<pageType>:<lotId>`; absent or null while nothing is typed. */
export const typedBids = proxy<Record<string, number | null>>({});
subscribe(forgotten, () => {
  for (const key of Object.keys(typedBids)) delete typedBids[key];
});

export const typedBidKey = (apiPageType: string, lotId: string): string => `${apiPageType}:${lotId}`;

export function setTypedBid(key: string, amount: number | null): void {
  typedBids[key] = amount;
}
