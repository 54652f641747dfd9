// The bid tables (seed 000 §2 "Bid list pages"): bid manager, my bids, dealer bids and the archive,
// each a table-page schema (schemas/bid-tables) on the engine's table page (src/engine/table/TablePage):
// status tabs with counters, the lot-number search with the viewer's hits, the role's filters (a
// dealer's clients filter lists all their clients), Show N (not for clients), the bid cells and row
// controls; the bid manager opens on today's auctions for users with bidsTodayDefault. In the bid
// manager a manager picks rows and changes their statuses together (bulk/).
import { useQuery } from '@tanstack/react-query';
import type { BidRow } from '../../../schemas/api/bids';
import { portalRole } from '../../../schemas/api/roles';
import { useIntl } from 'react-intl';
import { bidFiltersQuery, bidListQuery, dealerClientsQuery } from '../../api/bids';
import { useProfile } from '../../api/session';
import type { TableOptions } from '../../engine/table/TableFilters';
import { TablePage, TablePageFrame, type TableBulk, type TableOptionsContext, type TableQuery } from '../../engine/table/TablePage';
import { pageTitleId } from '../../i18n/messages';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps, PageStart } from '../../ui/page-props';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BidCards } from './BidCards';
import { bidRowFamily } from './bid-columns';
import { loadBidTableSchema, useBidTableSchema } from './bid-table-schemas';
import { BulkStatusActions } from './bulk/BulkStatusActions';
import { LotSearch } from './LotSearch';
import { isBidTableVariant, type BidTableVariant } from '../../api/bid-table-variants';

/** Filter changes are sent once picking pauses this long (seed 000 §9). */
const FILTER_CHANGE_DEBOUNCE_MS = 1500;

/** A dealer's clients filter lists all their clients (seed 000 §6), not only those with bids. */
function useBidOptions({ role, schema, fromFilters }: TableOptionsContext): TableOptions | undefined {
  const dealerClients = useQuery({ ...dealerClientsQuery(), enabled: role === 'dealer' && schema.filters.length > 0 });
  return fromFilters && { ...fromFilters, clients: dealerClients.data?.clientList ?? fromFilters.clients ?? [] };
}

/** A manager with bidManageStatus picks rows of the bid manager and changes their statuses together. */
function useBulkStatus(variant: BidTableVariant): TableBulk<BidRow> | undefined {
  const intl = useIntl();
  const profile = useProfile();
  if (variant !== 'bid-manager' || !profile || portalRole(profile.detail) !== 'manager' || profile.permission.bidManageStatus !== true)
    return undefined;
  return {
    rowLabel: (bid) => intl.formatMessage({ id: 'bidTable.select.row' }, { lotNo: bid.lotNo }),
    texts: { all: 'bidTable.select.all', count: 'bidTable.select.count' },
    render: (selected) => <BulkStatusActions selected={selected} />,
  };
}

function BidTable({ variant, title }: { variant: BidTableVariant; title: string }) {
  const page = useBidTableSchema(variant);
  const bulk = useBulkStatus(variant);
  return (
    <TablePage
      page={page}
      family={bidRowFamily(variant)}
      label={title}
      listQuery={(query: TableQuery) => bidListQuery(variant, query)}
      listCheck="bidListResponse"
      filtersQuery={(query: TableQuery) => bidFiltersQuery(variant, query)}
      useOptions={useBidOptions}
      renderSearch={(search) => <LotSearch variant={variant} {...search} />}
      Cards={BidCards}
      pickDelayMs={FILTER_CHANGE_DEBOUNCE_MS}
      bulk={bulk}
      texts={{ error: 'bidTable.error' }}
    />
  );
}

/** The table's schema, asked for with the page's code (src/app/start-page.ts). */
export function prefetch({ pageId }: PageStart): void {
  if (isBidTableVariant(pageId)) loadBidTableSchema(pageId).catch(() => undefined);
}

export default function BidListPage({ pageId }: PageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  if (!isBidTableVariant(pageId)) throw new Error(`No bid table for page '${pageId}'`);
  return (
    <TablePageFrame>
      <PageHeading>{title}</PageHeading>
      <BidTable key={pageId} variant={pageId} title={title} />
    </TablePageFrame>
  );
}
