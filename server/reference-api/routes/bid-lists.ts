// Bid lists (seed 000 §7 "Bid lists", docs/api.md "Bid lists"): the four tables' pages, their filters
// and status counters, the lot-number search and a dealer's clients. A client sees only their own
// bids, a dealer their own and their clients', a manager all; each page answers 403 to other roles.
import { Router, type Request } from 'express';
import {
  bidFiltersQuerySchema,
  bidFiltersResponseSchema,
  bidListQuerySchema,
  bidListResponseSchema,
  dealerClientsQuerySchema,
  dealerClientsResponseSchema,
  lotSearchQuerySchema,
  lotSearchResponseSchema,
  BID_PAGE_SIZES,
  type BidFiltersQuery,
  type BidFiltersResponse,
  type BidListQuery,
  type BidListResponse,
  type DealerClientsQuery,
  type DealerClientsResponse,
  type LotSearchHit,
  type LotSearchQuery,
  type LotSearchResponse,
} from '../../../schemas/api/bids';
import type { PortalRole } from '../../../schemas/api/roles';
import { createBidOptionReader } from '../bid-lists/bid-options';
import {
  BID_FROM,
  filterConditions,
  joinConditions,
  listedSet,
  scopeCondition,
  setCondition,
  tabCondition,
  type BidSet,
} from '../bid-lists/bid-conditions';
import { bidOrder } from '../bid-lists/bid-order';
import { createBidRowReader, exportedBidRows } from '../bid-lists/bid-rows';
import { tableOfList } from '../export/table-columns';
import { createViewerReader, requireRole, type BidViewer } from '../bid-lists/viewer';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { isCalendarDate, japanDate } from '../../../shared/japan-time';

/** The schema checks the form of the auction days; as listings do, each must also exist (422). */
function withRealAuctionDays<Q extends { auctionDate?: string }>(parse: (input: unknown) => Q): (input: unknown) => Q {
  return (input) => {
    const query = parse(input);
    if (query.auctionDate?.split(',').every(isCalendarDate) === false) {
      throw new HttpError(422, { success: false, message: { auctionDate: 'Invalid date' } });
    }
    return query;
  };
}

const parseList = withRealAuctionDays(inputParser<BidListQuery>(bidListQuerySchema, 'query'));
const parseFilters = withRealAuctionDays(inputParser<BidFiltersQuery>(bidFiltersQuerySchema, 'query'));
const parseSearch = inputParser<LotSearchQuery>(lotSearchQuerySchema, 'query');
const parseClients = inputParser<DealerClientsQuery>(dealerClientsQuerySchema, 'query');
const sendList = responder<BidListResponse>(bidListResponseSchema);
const sendFilters = responder<BidFiltersResponse>(bidFiltersResponseSchema);
const sendSearch = responder<LotSearchResponse>(lotSearchResponseSchema);
const sendClients = responder<DealerClientsResponse>(dealerClientsResponseSchema);

const LOT_SEARCH_LIMIT = 50;
const LOT_SEARCH_SQL = `SELECT b.id AS bidId, CAST(l.id AS TEXT) AS id, l.page_type AS lotType, l.auction_date < @today AS archived,
  CAST(l.lot_no AS TEXT) AS lotNo, h.name AS auctionName ${BID_FROM}
  WHERE {scope} AND l.lot_no IN (SELECT value FROM json_each(@lotNos)) ORDER BY l.auction_date DESC, b.id DESC LIMIT ${LOT_SEARCH_LIMIT}`;

interface ListPage {
  readonly path: string;
  readonly roles: readonly PortalRole[];
  readonly set: BidSet;
}

const LIST_PAGES: readonly ListPage[] = [
  { path: '/bid/index', roles: ['manager'], set: 'active' },
  { path: '/bid/my-bid', roles: ['client'], set: 'active' },
  { path: '/bid/dealer', roles: ['dealer'], set: 'active' },
  { path: '/bid/bid-history', roles: ['manager', 'client', 'dealer'], set: 'archive' },
];

/** bidType narrows a dealer's bids; anyone else sending it is refused. */
function checkBidType(viewer: BidViewer, query: BidFiltersQuery): void {
  if (query.bidType !== undefined && viewer.role !== 'dealer') {
    throw new HttpError(400, { success: false, message: 'bidType is for dealers only' });
  }
}

export function bidListRoutes({ db, now, prepare, requireSession, exports }: ApiContext): Router {
  const router = Router();
  const viewerOf = createViewerReader(db);
  const readRows = createBidRowReader(prepare);
  const optionReader = createBidOptionReader(prepare);
  const dealerClients = db.prepare(
    'SELECT id AS value, full_name AS label FROM users WHERE dealer_id = ? ORDER BY full_name, id LIMIT ? OFFSET ?',
  );
  const dealerClientCount = db.prepare('SELECT COUNT(*) FROM users WHERE dealer_id = ?').pluck();
  const viewer = (req: Request): BidViewer => viewerOf(sessionOf(req).userId);

  /** Counters of a page: per status in the listed set under the filters, with Archive for managers and dealers. */
  const countersOf = (who: BidViewer, query: BidFiltersQuery, set: BidSet, today: string) => {
    const scope = scopeCondition(who, query.bidType);
    const filters = filterConditions(query);
    const where = joinConditions([scope, setCondition(set), ...filters]);
    const archived = set === 'active' && who.role !== 'client' ? joinConditions([scope, setCondition('archive'), ...filters]) : null;
    return optionReader.counters(where, archived, today);
  };

  /** What a list call of a page reads: who asks (403 for other roles), today, and its WHERE and ORDER BY. */
  const listRequest = (req: Request, page: ListPage, rawQuery: unknown) => {
    const query = parseList(rawQuery);
    const who = viewer(req);
    requireRole(who, page.roles, page.path);
    checkBidType(who, query);
    const today = japanDate(now());
    const set = listedSet(page.set, query.bidStatus);
    const scope = scopeCondition(who, query.bidType);
    const where = joinConditions([scope, setCondition(set), ...filterConditions(query), ...tabCondition(query.bidStatus)]);
    return { query, who, today, set, scope, where, orderBy: bidOrder(query, set) };
  };

  for (const page of LIST_PAGES) {
    router.get(page.path, requireSession, (req, res) => {
      const { query, who, today, set, scope, where, orderBy } = listRequest(req, page, { ...req.query });
      const inSet = joinConditions([scope, setCondition(set)]);
      const pageSize = Number(query.pageSize ?? BID_PAGE_SIZES[0]);
      const pageNumber = Number(query.page ?? 1);
      const cars = readRows(who, today, { where, orderBy, limit: pageSize, offset: (pageNumber - 1) * pageSize });
      const totalBids = optionReader.count(joinConditions([scope, setCondition(page.set)]), today);
      sendList(res, {
        cars,
        counters: countersOf(who, query, page.set, today),
        ...(who.role === 'dealer' ? {} : { totalBids }),
        pageInfo: {
          page: pageNumber,
          pageSize,
          totalSearchResults: optionReader.count(where, today),
          totalResults: optionReader.count(inSet, today),
        },
      });
    });

    router.get(`${page.path}/export`, requireSession, (req, res) => {
      const asked = exports.read(req, { listing: false });
      const { who, today, where: listed, orderBy } = listRequest(req, page, asked.listQuery);
      const where = asked.ids
        ? joinConditions([listed, { sql: 'b.id IN (SELECT value FROM json_each(@ids))', params: { ids: JSON.stringify(asked.ids) } }])
        : listed;
      exports.send(req, res, asked, {
        ...tableOfList(page.path, exports.columnConfig()),
        role: who.role,
        count: () => optionReader.count(where, today),
        rows: (reader) => exportedBidRows(reader, who, today, where, orderBy),
      });
    });
  }

  for (const [path, set] of [
    ['/bid/filters', 'active'],
    ['/bid/bid-history-filters', 'archive'],
  ] as const) {
    router.get(path, requireSession, (req, res) => {
      const query = parseFilters({ ...req.query });
      const who = viewer(req);
      checkBidType(who, query);
      const today = japanDate(now());
      const scope = joinConditions([scopeCondition(who, query.bidType), setCondition(listedSet(set, query.bidStatus))]);
      sendFilters(res, {
        filters: optionReader.filters(who, scope, today, set === 'archive'),
        counters: countersOf(who, query, set, today),
        ...(who.role === 'dealer' ? {} : { totalBids: optionReader.count(scope, today) }),
      });
    });
  }

  router.get('/bid/search', requireSession, (req, res) => {
    const { lotNo } = parseSearch({ ...req.query });
    const who = viewer(req);
    const scope = scopeCondition(who, undefined);
    const statement = prepare(LOT_SEARCH_SQL.replace('{scope}', scope.sql));
    const lotNos = lotNo
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map(Number);
    const hits = statement.all({ ...scope.params, lotNos: JSON.stringify(lotNos), today: japanDate(now()) }) as Array<
      Omit<LotSearchHit, 'archived'> & { archived: number }
    >;
    sendSearch(res, { cars: hits.map((hit) => ({ ...hit, archived: hit.archived === 1 })) });
  });

  router.get('/bid/dealer-clients', requireSession, (req, res) => {
    const query = parseClients({ ...req.query });
    const who = viewer(req);
    requireRole(who, ['dealer'], '/bid/dealer-clients');
    const pageSize = Number(query.pageSize ?? 100);
    const pageNumber = Number(query.page ?? 1);
    const total = Number(dealerClientCount.get(who.id));
    sendClients(res, {
      clientList: dealerClients.all(who.id, pageSize, (pageNumber - 1) * pageSize) as DealerClientsResponse['clientList'],
      pageInfo: { page: pageNumber, pageSize, totalSearchResults: total, totalResults: total },
    });
  });

  return router;
}
