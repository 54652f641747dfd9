// The four bid tables' schemas (schemas/bid-tables), validated with the page types at build and server
// start (schemas/meta/load-table-pages.ts), so the browser takes them as typed.
import type { TablePageSchema } from '../../../schemas/meta/table-page.schema';
import archiveBids from '../../../schemas/bid-tables/archive-bids.json';
import bidManager from '../../../schemas/bid-tables/bid-manager.json';
import bids from '../../../schemas/bid-tables/bids.json';
import dealerBids from '../../../schemas/bid-tables/dealer-bids.json';
import type { BidTableVariant } from '../../api/bid-table-variants';

// JSON imports widen literal kinds to string; the validation above is what guarantees the type.
export const BID_TABLE_SCHEMAS = {
  'bid-manager': bidManager,
  bids,
  'dealer-bids': dealerBids,
  'archive-bids': archiveBids,
} as unknown as Readonly<Record<BidTableVariant, TablePageSchema>>;
