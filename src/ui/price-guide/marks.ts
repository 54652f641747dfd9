// The marks a lot puts on its price strip: its fixed price, or its start price and the amount being bid.
import type { BidInfo } from '../../../schemas/api/bid-info';
import type { PriceMark } from './PriceStrip';

export function lotMarks(bidInfo: Pick<BidInfo, 'fixedPrice' | 'startPrice'>, amount: number | null): PriceMark[] {
  if (bidInfo.fixedPrice !== null) return [{ kind: 'price', value: bidInfo.fixedPrice }];
  return [
    ...(bidInfo.startPrice !== null ? [{ kind: 'start' as const, value: bidInfo.startPrice }] : []),
    ...(amount !== null && amount > 0 ? [{ kind: 'bid' as const, value: amount }] : []),
  ];
}
