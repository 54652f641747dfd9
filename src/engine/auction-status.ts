// Auction status codes (seed 000 §4, seed 001 §4) with their badge colours and message keys.
import type { BadgeColor } from './badge-color';

const AUCTION_STATUSES = {
  4531: { name: 'ongoing', color: 'green' },
  4532: { name: 'upcoming', color: 'orange' },
  4533: { name: 'sold', color: 'red' },
  4534: { name: 'soldByNegotiation', color: 'red' },
  4535: { name: 'notSold', color: 'orange' },
  4536: { name: 'cancelled', color: 'gray' },
  4537: { name: 'removed', color: 'orange' },
  4538: { name: 'unknown', color: 'orange' },
  4539: { name: 'unsold', color: 'neutral' },
} as const satisfies Record<number, { name: string; color: BadgeColor }>;

type AuctionStatusCode = keyof typeof AUCTION_STATUSES;

export interface AuctionStatusBadge {
  code: AuctionStatusCode;
  color: BadgeColor;
  /** `auctionStatus.<name>` */
  labelKey: string;
}

const isKnown = (code: number): code is AuctionStatusCode => Object.hasOwn(AUCTION_STATUSES, code);

/** The badge of a lot's status, or null when the lot has none or an unknown code. */
export function auctionStatusBadge(status: number | null | undefined): AuctionStatusBadge | null {
  if (status === null || status === undefined || !isKnown(status)) return null;
  const { name, color } = AUCTION_STATUSES[status];
  return { code: status, color, labelKey: `auctionStatus.${name}` };
}
