// A user's payment history: records with the running balance after each, and totals over the records
// the filters match, all computed in SQL from the signed amounts (received > 0, spent < 0).
import type { PaymentFilters, PaymentRecord } from '../../../schemas/api/payments';
import type { Db } from '../db/open';
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

export function createPaymentQueries(db: Db) {
  const overall = db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS balance FROM payments WHERE user_id = ?');

  return function list(userId: number, filters: PaymentFilters): PaymentPage {
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
    const condition = where.join(' AND ');
    const totals = db
      .prepare(`${HISTORY} SELECT COUNT(*) AS count, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS received,
        COALESCE(-SUM(CASE WHEN amount < 0 THEN amount END), 0) AS spent FROM history WHERE ${condition}`)
      .get(params) as { count: number; received: number; spent: number };
    const rows = db
      .prepare(`${HISTORY} SELECT id, date, type, amount, description, purchaseId, eta, etd, balance FROM history
        WHERE ${condition} ORDER BY date DESC, id DESC LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: filters.pageSize, offset: (filters.page - 1) * filters.pageSize }) as Array<
      Omit<PaymentRecord, 'id' | 'purchaseId'> & { id: number; purchaseId: number | null }
    >;
    const all = overall.get(userId) as { count: number; balance: number };
    return {
      records: rows.map((row) => ({ ...row, id: String(row.id), purchaseId: row.purchaseId === null ? null : String(row.purchaseId) })),
      total: totals.count,
      totalAll: all.count,
      balance: all.balance,
      received: totals.received,
      spent: totals.spent,
    };
  };
}
