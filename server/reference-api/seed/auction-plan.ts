// Which auctions the seed holds: live page types on the anchor week and the next, statistics on the
// thirteen weeks before, fixed-price stock listed last week and this week (so this week's schedule
// has stock corners too). Monday to Saturday only.
import { addDays } from '../../../shared/japan-time';
import type { PageType } from '../reference/page-types';
import { AUCTION_HOUSES, type AuctionHouse, type HouseKind } from './catalog/auction-houses';

export interface PlannedAuction {
  readonly house: AuctionHouse;
  readonly date: string;
  readonly pageType: PageType;
}

interface Window {
  readonly kind: HouseKind;
  readonly pageType: PageType;
  readonly fromWeek: number;
  readonly toWeek: number;
}

const WINDOWS: readonly Window[] = [
  { kind: 'car', pageType: 'stats', fromWeek: -13, toWeek: -1 },
  { kind: 'car', pageType: 'car-auction', fromWeek: 0, toWeek: 1 },
  { kind: 'bike', pageType: 'bike-stats', fromWeek: -13, toWeek: -1 },
  { kind: 'bike', pageType: 'bikes', fromWeek: 0, toWeek: 1 },
  { kind: 'machinery', pageType: 'machinery', fromWeek: 0, toWeek: 1 },
  { kind: 'stock', pageType: 'stock', fromWeek: -1, toWeek: 0 },
];

export function planAuctions(anchorMonday: string): PlannedAuction[] {
  const plan: PlannedAuction[] = [];
  for (const window of WINDOWS) {
    for (let week = window.fromWeek; week <= window.toWeek; week += 1) {
      for (const house of AUCTION_HOUSES.filter((candidate) => candidate.kind === window.kind)) {
        for (const weekday of house.weekdays) {
          plan.push({ house, date: addDays(anchorMonday, week * 7 + weekday - 1), pageType: window.pageType });
        }
      }
    }
  }
  return plan;
}

/** Splits a lot count over auctions in proportion to house size (largest remainders first). */
export function shareLots(total: number, auctions: readonly PlannedAuction[]): number[] {
  const weight = auctions.reduce((sum, auction) => sum + auction.house.size, 0);
  const exact = auctions.map((auction) => (total * auction.house.size) / weight);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((sum, count) => sum + count, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}
