// The four bid tables' schemas (schemas/bid-tables), validated with the page types at build and server
// start (schemas/meta/load-table-pages.ts), so the browser takes them as typed. A bid table loads only
// its own (the portal preloads it with the page: build/page-preloads.ts).
import type { TablePageSchema } from '../../../schemas/meta/table-page.schema';
import type { BidTableVariant } from '../../api/bid-table-variants';
import { schemaModules } from '../../engine/schema-modules';

const bidTableSchemas = schemaModules<TablePageSchema>('bid-table', {
  'bid-manager': () => import('../../../schemas/bid-tables/bid-manager.json'),
  bids: () => import('../../../schemas/bid-tables/bids.json'),
  'dealer-bids': () => import('../../../schemas/bid-tables/dealer-bids.json'),
  'archive-bids': () => import('../../../schemas/bid-tables/archive-bids.json'),
} satisfies Record<BidTableVariant, unknown>);

/** Starts loading the bid table's schema (with the page's code: src/app/start-page.ts). */
export const loadBidTableSchema = (variant: BidTableVariant): Promise<TablePageSchema> => bidTableSchemas.load(variant);

/** The bid table's schema, suspending the page until it has loaded (see SchemaModules.use). */
export const useBidTableSchema = (variant: BidTableVariant): TablePageSchema => bidTableSchemas.use(variant);
