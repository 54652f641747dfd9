// The filters response of a bid table (seed 000 §3 "Filters response"): option lists built from the
// bids the viewer sees in that set, and the status tab counters under the applied filters.
import {
  ARCHIVE_BID_STATUSES,
  BID_STATUSES,
  type BidCounter,
  type BidFilterOption,
  type BidFiltersResponse,
} from '../../../schemas/api/bids';
import type { Prepare } from '../db/statement-cache';
import { AUCTION_STATUS_NAMES } from '../reference/auction-statuses';
import { BID_FROM, NO_GROUP, joinConditions, type SqlPart } from './bid-conditions';
import type { BidViewer } from './viewer';

/** English names of the bid statuses for managers (seed 000 §4); the app shows its own translations. */
const BID_STATUS_NAMES: Readonly<Record<number, string>> = {
  1: 'New',
  2: 'Bid',
  3: "Don't bid",
  4: 'Cancel',
  5: 'Finished',
  6: 'Win',
  7: 'Won',
};

/** Mileage bands offered when bids fall in them, in km. */
const MILEAGE_BANDS: ReadonlyArray<readonly [number | null, number | null]> = [
  [null, 30_000],
  [30_000, 60_000],
  [60_000, 100_000],
  [100_000, 150_000],
  [150_000, null],
];

const grouped = (n: number): string => n.toLocaleString('en-US').replace(/,/g, ' ');
const bandValue = ([from, to]: readonly [number | null, number | null]): string => `${from ?? ''}-${to ?? ''}`;
const bandLabel = ([from, to]: readonly [number | null, number | null]): string =>
  from === null ? `< ${grouped(to ?? 0)} km` : to === null ? `> ${grouped(from)} km` : `${grouped(from)} – ${grouped(to)} km`;

const MAX_OPTIONS = 500;

interface OptionQueries {
  readonly [key: string]: string;
}

/** value/label pairs per option list, over `where` (the viewer's scope and bid set). */
const OPTION_QUERIES: OptionQueries = {
  chassisId: `SELECT DISTINCT l.chassis AS value, l.chassis AS label ${BID_FROM} WHERE {where} AND l.chassis <> '' ORDER BY 1 LIMIT ${MAX_OPTIONS}`,
  dates: `SELECT DISTINCT l.auction_date AS value, l.auction_date AS label ${BID_FROM} WHERE {where} ORDER BY 1 LIMIT ${MAX_OPTIONS}`,
  auctions: `SELECT DISTINCT h.id AS value, h.name AS label ${BID_FROM} WHERE {where} ORDER BY 2 LIMIT ${MAX_OPTIONS}`,
  condition: `SELECT DISTINCT l.condition AS value, l.condition AS label ${BID_FROM} WHERE {where} ORDER BY 1 LIMIT ${MAX_OPTIONS}`,
  group: `SELECT DISTINCT COALESCE(b.bid_group, '${NO_GROUP}') AS value, COALESCE(b.bid_group, '${NO_GROUP}') AS label ${BID_FROM} WHERE {where} ORDER BY 1`,
  statuses: `SELECT DISTINCT b.status AS value ${BID_FROM} WHERE {where} ORDER BY 1`,
  lotStatuses: `SELECT DISTINCT l.status AS value ${BID_FROM} WHERE {where} AND l.status IS NOT NULL ORDER BY 1`,
  clients: `SELECT DISTINCT u.id AS value, u.full_name || ' (' || u.id || ')' AS label ${BID_FROM} WHERE {where} ORDER BY u.full_name LIMIT ${MAX_OPTIONS}`,
  managers: `SELECT DISTINCT mg.id AS value, mg.full_name AS label ${BID_FROM} JOIN users mg ON mg.id = b.manager_id WHERE {where} ORDER BY 2 LIMIT ${MAX_OPTIONS}`,
  mileages: `SELECT ${MILEAGE_BANDS.map(([from, to], index) => `SUM(l.mileage IS NOT NULL${from === null ? '' : ` AND l.mileage >= ${from}`}${to === null ? '' : ` AND l.mileage <= ${to}`}) AS band${index}`).join(', ')} ${BID_FROM} WHERE {where}`,
  counters: `SELECT b.status AS status, COUNT(*) AS count ${BID_FROM} WHERE {where} GROUP BY b.status`,
  total: `SELECT COUNT(*) ${BID_FROM} WHERE {where}`,
};

export interface BidOptionReader {
  /** option lists of the viewer's bids in `scope` (scope and set, no filters) */
  filters(viewer: BidViewer, scope: SqlPart, today: string, archive: boolean): BidFiltersResponse['filters'];
  /** status counts under `where`; All counts them all; Archive (unless left out) counts `archived` */
  counters(where: SqlPart, archived: SqlPart | null, today: string): BidCounter[];
  /** the bids in `where` */
  count(where: SqlPart, today: string): number;
}

export function createBidOptionReader(prepare: Prepare): BidOptionReader {
  const run = (name: string, where: SqlPart, today: string) => ({
    statement: prepare((OPTION_QUERIES[name] ?? '').replace('{where}', where.sql)),
    params: { ...where.params, today },
  });
  const options = (name: string, where: SqlPart, today: string): BidFilterOption[] => {
    const { statement, params } = run(name, where, today);
    return statement.all(params) as BidFilterOption[];
  };
  const count = (where: SqlPart, today: string): number => {
    const { statement, params } = run('total', where, today);
    return Number(statement.pluck().get(params));
  };

  return {
    filters(viewer, scope, today, archive) {
      const statuses = (() => {
        const { statement, params } = run('statuses', scope, today);
        return statement.pluck().all(params) as number[];
      })();
      const lotStatuses = (() => {
        const { statement, params } = run('lotStatuses', scope, today);
        return statement.pluck().all(params) as number[];
      })();
      const bands = (() => {
        const { statement, params } = run('mileages', scope, today);
        return (statement.get(params) ?? {}) as Record<string, number | null>;
      })();
      const statusOption = (status: number): BidFilterOption => ({ value: status, label: BID_STATUS_NAMES[status] ?? String(status) });
      const seesOthers = viewer.role !== 'client';
      return {
        chassisId: options('chassisId', scope, today),
        mileage: MILEAGE_BANDS.flatMap((band, index) =>
          (bands[`band${index}`] ?? 0) > 0 ? [{ value: bandValue(band), label: bandLabel(band) }] : [],
        ),
        dates: options('dates', scope, today),
        auctions: options('auctions', scope, today),
        condition: options('condition', scope, today),
        group: options('group', scope, today),
        bidStatus: statuses.map(statusOption),
        status: AUCTION_STATUS_NAMES.filter(({ code }) => lotStatuses.includes(code)).map(({ code, name }) => ({
          value: code,
          label: name,
        })),
        archiveStatus: archive ? ARCHIVE_BID_STATUSES.filter((status) => statuses.includes(status)).map(statusOption) : [],
        clients: seesOthers
          ? options('clients', joinConditions([scope, { sql: 'b.user_id <> @viewerId', params: { viewerId: viewer.id } }]), today)
          : [],
        managers: viewer.role === 'manager' ? options('managers', scope, today) : [],
      };
    },
    counters(where, archived, today) {
      const { statement, params } = run('counters', where, today);
      const counted = new Map((statement.all(params) as Array<{ status: number; count: number }>).map((row) => [row.status, row.count]));
      const all = [...counted.values()].reduce((sum, n) => sum + n, 0);
      return [
        { status: 'All', count: all },
        ...BID_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 })),
        ...(archived === null ? [] : [{ status: 'Archive' as const, count: count(archived, today) }]),
      ];
    },
    count,
  };
}
