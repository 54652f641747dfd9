// The four bid tables (seed 000 §2 "Bid list pages"): which page, which list and filters calls.
export type BidTableVariant = 'bid-manager' | 'bids' | 'dealer-bids' | 'archive-bids';

const BID_TABLE_VARIANTS: readonly BidTableVariant[] = ['bid-manager', 'bids', 'dealer-bids', 'archive-bids'];

interface BidTableCalls {
  /** the list call (seed 000 §7 "Bid lists") */
  readonly list: string;
  /** the filters and counters call */
  readonly filters: string;
}

export const BID_TABLE_CALLS: Readonly<Record<BidTableVariant, BidTableCalls>> = {
  'bid-manager': { list: '/bid/index', filters: '/bid/filters' },
  bids: { list: '/bid/my-bid', filters: '/bid/filters' },
  'dealer-bids': { list: '/bid/dealer', filters: '/bid/filters' },
  'archive-bids': { list: '/bid/bid-history', filters: '/bid/bid-history-filters' },
};

export const isBidTableVariant = (page: string): page is BidTableVariant => (BID_TABLE_VARIANTS as readonly string[]).includes(page);
