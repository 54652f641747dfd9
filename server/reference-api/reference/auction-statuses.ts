// Auction status codes of seed 000 §4.
export const AUCTION_STATUS = {
  ongoing: 4531,
  upcoming: 4532,
  sold: 4533,
  soldByNegotiation: 4534,
  notSold: 4535,
  cancelled: 4536,
  removed: 4537,
  unknown: 4538,
  unsold: 4539,
} as const;

export const AUCTION_STATUS_NAMES: ReadonlyArray<{ code: number; name: string }> = [
  { code: AUCTION_STATUS.ongoing, name: 'Ongoing' },
  { code: AUCTION_STATUS.upcoming, name: 'Upcoming' },
  { code: AUCTION_STATUS.sold, name: 'Sold' },
  { code: AUCTION_STATUS.soldByNegotiation, name: 'Sold by negotiation' },
  { code: AUCTION_STATUS.notSold, name: 'Not sold' },
  { code: AUCTION_STATUS.cancelled, name: 'Cancelled' },
  { code: AUCTION_STATUS.removed, name: 'Removed' },
  { code: AUCTION_STATUS.unknown, name: 'Unknown' },
  { code: AUCTION_STATUS.unsold, name: 'Unsold' },
];

/** Statuses a finished auction leaves a lot in. */
export const FINAL_STATUSES: readonly number[] = [
  AUCTION_STATUS.sold,
  AUCTION_STATUS.soldByNegotiation,
  AUCTION_STATUS.notSold,
  AUCTION_STATUS.cancelled,
  AUCTION_STATUS.removed,
  AUCTION_STATUS.unknown,
  AUCTION_STATUS.unsold,
];

/** Final statuses that carry a sold price. */
export const SOLD_STATUSES: readonly number[] = [AUCTION_STATUS.sold, AUCTION_STATUS.soldByNegotiation];
