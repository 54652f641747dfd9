// A user's payment history: records with the running balance after each, and totals over the records
// the filters match, all computed in SQL from the signed amounts (received > 0, spent < 0).
import type { PaymentFilters, PaymentRecord } from '../../../schemas/api/payments';
import type { Db } from '../db/open';
import type { ExportReader } from '../export/export-reader';
import { addDateRange, likePattern } from './sql-filters';

export interface PaymentPage {
  records: PaymentRecord[];
  total: number;
  totalAll: number;
  balance: number;
  received: number;
  spent: number;
}

/** Every record of the user with its running balance, oldest first (date, then id). */
const HISTORY = `WITH history AS (
  SELECT pm.id, pm.date, pm.type, pm.amount, pm.description, pm.purchase_id AS purchaseId, pr.eta, pr.etd, pr.sku,
    SUM(pm.amount) OVER (ORDER BY pm.date, pm.id) AS balance
  FROM payments pm LEFT JOIN purchases pr ON pr.id = pm.purchase_id
  WHERE pm.user_id = @userId)`;

/** The columns of a payment record, as the list answers it. */
const RECORD_COLUMNS = 'id, date, type, amount, description, purchaseId, eta, etd, balance';

type RecordRow = Omit<PaymentRecord, 'id' | 'purchaseId'> & { id: number; purchaseId: number | null };

const recordOf = (row: RecordRow): PaymentRecord => ({
  ...row,
  id: String(row.id),
  purchaseId: row.purchaseId === null ? null : String(row.purchaseId),
});

/** The records the filters match, over the history: the search, the dates, the type, a selection's ids. */
function historyWhere(userId: number, filters: Omit<PaymentFilters, 'page' | 'pageSize'> & { ids?: readonly number[] }) {
  const where = ['1 = 1'];
  const params: Record<string, unknown> = { userId };
  if (filters.search) {
    where.push("(description LIKE @search ESCAPE '\\' OR sku LIKE @search ESCAPE '\\' OR CAST(ABS(amount) AS TEXT) = @exact)");
    params.search = likePattern(filters.search);
    params.exact = filters.search.replace(/\s/g, '');
  }
  addDateRange(where, params, 'date', filters.dateFrom, filters.dateTo);
  if (filters.type) {
    where.push('type = @type');
    params.type = filters.type;
  }
  if (filters.ids) {
    where.push('id IN (SELECT value FROM json_each(@ids))');
    params.ids = JSON.stringify(filters.ids);
  }
  return { condition: where.join(' AND '), params };
}

/** Newest first, as the list shows them. */
const NEWEST_FIRST = 'ORDER BY date DESC, id DESC';

export function createPaymentQueries(db: Db) {
  const overall = db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS balance FROM payments WHERE user_id = ?');

  function list(userId: number, filters: PaymentFilters): PaymentPage {
    const { condition, params } = historyWhere(userId, filters);
    const totals = db
      .prepare(
        `${HISTORY} SELECT COUNT(*) AS count, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS received,
        COALESCE(-SUM(CASE WHEN amount < 0 THEN amount END), 0) AS spent FROM history WHERE ${condition}`,
      )
      .get(params) as { count: number; received: number; spent: number };
    const rows = db
      .prepare(`${HISTORY} SELECT ${RECORD_COLUMNS} FROM history WHERE ${condition} ${NEWEST_FIRST} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: filters.pageSize, offset: (filters.page - 1) * filters.pageSize }) as RecordRow[];
    const all = overall.get(userId) as { count: number; balance: number };
    return {
      records: rows.map(recordOf),
      total: totals.count,
      totalAll: all.count,
      balance: all.balance,
      received: totals.received,
      spent: totals.spent,
    };
  }

  /** Every record the filters match, newest first, read through an export's connection; and their count. */
  function exported(userId: number, filters: Omit<PaymentFilters, 'page' | 'pageSize'> & { ids?: readonly number[] }) {
    const { condition, params } = historyWhere(userId, filters);
    return {
      count: () => Number(db.prepare(`${HISTORY} SELECT COUNT(*) FROM history WHERE ${condition}`).pluck().get(params)),
      *rows(reader: ExportReader): Generator<PaymentRecord, void, undefined> {
        const statement = reader.db.prepare(`${HISTORY} SELECT ${RECORD_COLUMNS} FROM history WHERE ${condition} ${NEWEST_FIRST}`);
        for (const row of reader.rows(statement, params)) yield recordOf(row as RecordRow);
      },
    };
  }

  return { list, exported };
}
