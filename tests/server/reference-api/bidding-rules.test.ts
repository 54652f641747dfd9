// The time rules of bidding (docs/api.md "Bids and notifications"): when a lot takes bids, when a bid
// may be cancelled, what an order costs on fixed-price lots.
import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_PRICE,
  BID_CLOSE_MINUTES,
  CANCEL_DEADLINE_HOURS,
  adjustmentPriceOf,
  cancellationAllowed,
  fixedPriceOf,
  lotTiming,
  type BiddingLot,
} from '../../../server/reference-api/bids/rules';
import { japanInstant } from '../../../shared/japan-time';

const lot = (overrides: Partial<BiddingLot> = {}): BiddingLot => ({
  id: 1,
  pageType: 'car-auction',
  lotNo: 1234,
  auctionName: 'USS Tokyo',
  auctionDate: '2026-11-20',
  auctionTime: '12:00',
  status: 4532,
  startPrice: 100_000,
  averagePrice: 150_000,
  soldPrice: null,
  fixedPrice: null,
  specification: 'Toyota Prius 2018',
  ...overrides,
});

const AUCTION = japanInstant('2026-11-20', '12:00');
const minutesBefore = (minutes: number) => new Date(AUCTION.getTime() - minutes * 60_000);

describe('bidding rules', () => {
  it('reads auction times in Japan time', () => {
    expect(AUCTION.toISOString()).toBe('2026-11-20T03:00:00.000Z');
  });

  it('closes bids 30 minutes before the auction for users with the deadline check, at the auction for others', () => {
    expect(BID_CLOSE_MINUTES).toBe(30);
    expect(lotTiming(lot(), minutesBefore(31), true)).toMatchObject({ acceptBid: true, auctionFinished: false });
    expect(lotTiming(lot(), minutesBefore(29), true)).toMatchObject({ acceptBid: false, auctionFinished: false });
    expect(lotTiming(lot(), minutesBefore(29), false).acceptBid).toBe(true);
    expect(lotTiming(lot(), minutesBefore(0), false)).toMatchObject({ acceptBid: false, auctionFinished: true });
  });

  it('takes a final auction status as finished, whatever the time', () => {
    expect(lotTiming(lot({ status: 4533 }), minutesBefore(600), true)).toMatchObject({ acceptBid: false, auctionFinished: true });
  });

  it('never takes bids on statistics lots; stock takes orders until sold', () => {
    expect(lotTiming(lot({ pageType: 'stats' }), minutesBefore(600), true)).toMatchObject({
      acceptBid: false,
      auctionFinished: true,
      deadline: null,
    });
    expect(lotTiming(lot({ pageType: 'stock', status: null }), minutesBefore(-6000), true)).toMatchObject({
      acceptBid: true,
      deadline: null,
    });
    expect(lotTiming(lot({ pageType: 'stock', status: 4533 }), minutesBefore(600), true).acceptBid).toBe(false);
  });

  it('allows cancelling open bids until 3 hours before the auction', () => {
    expect(CANCEL_DEADLINE_HOURS).toBe(3);
    const early = minutesBefore(181);
    const late = minutesBefore(179);
    expect(cancellationAllowed(lotTiming(lot(), early, true), 1, early)).toBe(true);
    expect(cancellationAllowed(lotTiming(lot(), early, true), 2, early)).toBe(true);
    expect(cancellationAllowed(lotTiming(lot(), late, true), 1, late)).toBe(false);
    expect(cancellationAllowed(lotTiming(lot(), early, true), 6, early)).toBe(false);
    expect(cancellationAllowed(lotTiming(lot(), early, true), null, early)).toBe(false);
  });

  it('prices orders of stock at the fixed price and machinery at the start price; auctions have none', () => {
    expect(fixedPriceOf(lot({ pageType: 'stock', fixedPrice: 1_234_000, startPrice: null }))).toBe(1_234_000);
    expect(fixedPriceOf(lot({ pageType: 'machinery', startPrice: 800_000 }))).toBe(800_000);
    expect(fixedPriceOf(lot())).toBeNull();
  });

  it('lets the company overbid on car and bike auctions only', () => {
    expect(adjustmentPriceOf(lot())).toBe(ADJUSTMENT_PRICE);
    expect(adjustmentPriceOf(lot({ pageType: 'bikes' }))).toBe(ADJUSTMENT_PRICE);
    expect(adjustmentPriceOf(lot({ pageType: 'machinery' }))).toBe(0);
  });
});
