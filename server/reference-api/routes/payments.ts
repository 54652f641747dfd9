// GET /payments/list (docs/api.md "Purchases, payments and dashboard"): the caller's payment history,
// or with userId that of a dealer's client (dealers) or of anyone (managers).
import { Router, type Request } from 'express';
import {
  PAYMENT_PAGE_SIZES,
  paymentListQuerySchema,
  paymentListResponseSchema,
  type PaymentFilters,
  type PaymentListQuery,
  type PaymentListResponse,
} from '../../../schemas/api/payments';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { createPaymentQueries } from '../purchases/payment-queries';
import { tableOfList } from '../export/table-columns';
import { OWNER_VISIBLE, createScopeReader } from '../purchases/scope';

const parseList = inputParser<PaymentListQuery>(paymentListQuerySchema, 'query');
const sendList = responder<PaymentListResponse>(paymentListResponseSchema);

const TYPES_LIST = [
  { value: 'all', label: 'All' },
  { value: 'remittance', label: 'Remittances' },
  { value: 'purchase', label: 'Car Purchase' },
];
/** What a payment can be for: the add-funds dialog offers these. */
const PURPOSES_LIST = [
  { value: 'deposit', label: 'Deposit to balance' },
  { value: 'car', label: 'Payment for a car' },
];

export function paymentRoutes({ db, requireSession, exports }: ApiContext): Router {
  const router = Router();
  const scopeOf = createScopeReader(db);
  const payments = createPaymentQueries(db);
  const visibleUser = db.prepare(`SELECT u.id FROM users u WHERE u.id = @id AND ${OWNER_VISIBLE}`).pluck();

  /** Whose history a list call reads (403 for a user outside the caller's scope) and its filters. */
  const listRequest = (req: Request, query: PaymentListQuery) => {
    const pageSize = query.pageSize === undefined ? PAYMENT_PAGE_SIZES[0] : Number(query.pageSize);
    if (!(PAYMENT_PAGE_SIZES as readonly number[]).includes(pageSize)) {
      throw new HttpError(422, { success: false, message: { pageSize: `Must be one of ${PAYMENT_PAGE_SIZES.join(', ')}` } });
    }
    if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
      throw new HttpError(422, { success: false, message: { dateTo: 'Must not be before dateFrom' } });
    }
    const scope = scopeOf(sessionOf(req).userId);
    const userId = query.userId === undefined ? scope.userId : Number(query.userId);
    if (visibleUser.get({ ...scope.params, id: userId }) === undefined) {
      throw new HttpError(403, { success: false, message: "You cannot see this user's payments" });
    }
    const filters: PaymentFilters = {
      search: query.search?.trim() || undefined,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      type: query.type === 'all' ? undefined : query.type,
      page: query.page === undefined ? 1 : Number(query.page),
      pageSize,
    };
    return { scope, userId, filters };
  };

  router.get('/payments/list', requireSession, (req, res) => {
    const { userId, filters } = listRequest(req, parseList({ ...req.query }));
    const result = payments.list(userId, filters);
    sendList(res, {
      pageInfo: { page: filters.page, pageSize: filters.pageSize, totalSearchResults: result.total, totalResults: result.totalAll },
      records: result.records,
      purposesList: PURPOSES_LIST,
      typesList: TYPES_LIST,
      success: true,
      totalBalance: String(result.balance),
      totalReceived: String(result.received),
      totalSpent: String(result.spent),
    });
  });

  router.get('/payments/list/export', requireSession, (req, res) => {
    const asked = exports.read(req, { listing: false });
    const { scope, userId, filters } = listRequest(req, parseList(asked.listQuery));
    const exported = payments.exported(userId, { ...filters, ids: asked.ids });
    exports.send(req, res, asked, {
      ...tableOfList('/payments/list', exports.columnConfig()),
      role: scope.role,
      count: exported.count,
      rows: exported.rows,
    });
  });

  return router;
}
