// The WHERE clause of a bid list (seed 000 §7 "Bid lists"), as SQL with named parameters only: the
// viewer's scope (a client their own bids, a dealer their own and their clients', a manager all), the
// archive split (archived: the lot's auction day has passed in Japan), the status tab and the filters
// (auctionDate, auctionDateFrom/To, auction, user, manager, bidGroups, chassisId, condition, status,
// mileage, lotNo, archiveStatus). Pure, so the mapping is tested without a database.
import type { BidFiltersQuery } from '../../../schemas/api/bids';
import type { BidViewer } from './viewer';

/** Which bids a call lists: the live ones (bid manager, my bids, dealer) or the archive. */
export type BidSet = 'active' | 'archive';

export interface SqlPart {
  readonly sql: string;
  readonly params: Record<string, string | number>;
}

/** The marker of "no bid group" in the bidGroups filter (shown '--', seed 000 §9). */
export const NO_GROUP = '--';

const list = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
const json = (values: readonly (string | number)[]): string => JSON.stringify(values);

/** Bids the viewer may see at all (dealer: bidType narrows to their own or their clients'). */
export function scopeCondition(viewer: BidViewer, bidType: BidFiltersQuery['bidType']): SqlPart {
  const params = { viewerId: viewer.id };
  if (viewer.role === 'manager') return { sql: '1', params: {} };
  if (viewer.role === 'client' || bidType === 'mine') return { sql: 'b.user_id = @viewerId', params };
  if (bidType === 'clients') return { sql: 'u.dealer_id = @viewerId', params };
  return { sql: '(b.user_id = @viewerId OR u.dealer_id = @viewerId)', params };
}

export const setCondition = (set: BidSet): SqlPart => ({
  sql: set === 'archive' ? 'l.auction_date < @today' : 'l.auction_date >= @today',
  params: {},
});

/** The filters of the query, without the status tab (counters are counted across tabs). */
export function filterConditions(query: BidFiltersQuery): SqlPart[] {
  const parts: SqlPart[] = [];
  const inList = (column: string, name: string, values: readonly (string | number)[]): void => {
    parts.push({ sql: `${column} IN (SELECT value FROM json_each(@${name}))`, params: { [name]: json(values) } });
  };
  if (query.auctionDate) inList('l.auction_date', 'auctionDate', list(query.auctionDate));
  if (query.auctionDateFrom) parts.push({ sql: 'l.auction_date >= @auctionDateFrom', params: { auctionDateFrom: query.auctionDateFrom } });
  if (query.auctionDateTo) parts.push({ sql: 'l.auction_date <= @auctionDateTo', params: { auctionDateTo: query.auctionDateTo } });
  if (query.auction) inList('a.house_id', 'auction', list(query.auction).map(Number));
  if (query.user) inList('b.user_id', 'user', list(query.user).map(Number));
  if (query.manager) inList('b.manager_id', 'manager', list(query.manager).map(Number));
  if (query.chassisId) inList('l.chassis', 'chassisId', list(query.chassisId));
  if (query.condition) inList('l.condition', 'condition', list(query.condition));
  if (query.status) inList('l.status', 'status', list(query.status).map(Number));
  if (query.archiveStatus) inList('b.status', 'archiveStatus', list(query.archiveStatus).map(Number));
  if (query.lotNo) inList('l.lot_no', 'lotNo', list(query.lotNo).map(Number));
  if (query.bidGroups) {
    const groups = list(query.bidGroups);
    const named = groups.filter((group) => group !== NO_GROUP);
    const clauses = [
      ...(named.length > 0 ? ['b.bid_group IN (SELECT value FROM json_each(@bidGroups))'] : []),
      ...(groups.includes(NO_GROUP) ? ['b.bid_group IS NULL'] : []),
    ];
    parts.push({ sql: `(${clauses.join(' OR ')})`, params: named.length > 0 ? { bidGroups: json(named) } : {} });
  }
  if (query.mileage) {
    // The bands go in as one JSON parameter: the SQL text stays the same whatever bands are asked.
    const bands = list(query.mileage).map((band) => band.split('-').map((side) => (side === '' ? null : Number(side))));
    parts.push({
      sql: `(l.mileage IS NOT NULL AND EXISTS (SELECT 1 FROM json_each(@mileage) band
        WHERE l.mileage >= COALESCE(band.value ->> 0, l.mileage) AND l.mileage <= COALESCE(band.value ->> 1, l.mileage)))`,
      params: { mileage: JSON.stringify(bands) },
    });
  }
  return parts;
}

/** A status tab: one bid status (Archive is a set, handled by the caller). */
export function tabCondition(bidStatus: BidFiltersQuery['bidStatus']): SqlPart[] {
  return bidStatus === undefined || bidStatus === 'Archive'
    ? []
    : [{ sql: 'b.status = @bidStatus', params: { bidStatus: Number(bidStatus) } }];
}

/** The bid set a list call reads: the archive page reads the archive; a live page's Archive tab does too. */
export const listedSet = (set: BidSet, bidStatus: BidFiltersQuery['bidStatus']): BidSet => (bidStatus === 'Archive' ? 'archive' : set);

export function joinConditions(parts: readonly SqlPart[]): SqlPart {
  return {
    sql: parts.length === 0 ? '1' : parts.map((part) => part.sql).join(' AND '),
    params: Object.assign({}, ...parts.map((part) => part.params)) as SqlPart['params'],
  };
}

/** FROM clause every bid list query shares: the bid, its lot, auction, house and bidder. */
export const BID_FROM = `FROM bids b
  JOIN lots l ON l.id = b.lot_id
  JOIN auctions a ON a.id = l.auction_id
  JOIN auction_houses h ON h.id = a.house_id
  JOIN users u ON u.id = b.user_id`;
