// Purchases (docs/api.md "Purchases, payments and dashboard"): the list with filters and status counts,
// the detail screen, and documents uploaded as the raw request body, downloaded and deleted. A purchase
// outside the caller's scope answers 404, as one that does not exist.
import { Router, type Request } from 'express';
import {
  DOCUMENT_MAX_BYTES,
  PURCHASE_PAGE_SIZES,
  PURCHASE_STATUSES,
  documentIdParamsSchema,
  documentUploadQuerySchema,
  documentUploadResponseSchema,
  purchaseDetailResponseSchema,
  purchaseIdQuerySchema,
  purchaseListQuerySchema,
  purchaseListResponseSchema,
  type DocumentIdParams,
  type DocumentUploadQuery,
  type DocumentUploadResponse,
  type PurchaseDetailResponse,
  type PurchaseIdQuery,
  type PurchaseListQuery,
  type PurchaseListResponse,
} from '../../../schemas/api/purchases';
import { downloadLinkResponseSchema, type DownloadLinkResponse } from '../../../schemas/api/lot-detail';
import { successResponseSchema, type SuccessResponse } from '../../../schemas/api/session';
import { withoutControlCharacters } from '../../../schemas/rules/plain-text';
import type { ApiContext } from '../context';
import { createPhotoArchives } from '../downloads/photo-archive';
import { attachment } from '../http/attachment';
import { sessionOf } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { createCallerReader, requireFlag } from '../lot-detail/access';
import { createDocumentLimits } from '../purchases/document-limits';
import { createDocumentStore, extensionOf, tooLarge } from '../purchases/document-store';
import { PURCHASE_STATUS_NAMES } from '../purchases/status-names';
import { createPurchaseQueries, type PurchaseFilters } from '../purchases/purchase-queries';
import { tableOfList } from '../export/table-columns';
import { OWNER_VISIBLE, createScopeReader } from '../purchases/scope';

const parseList = inputParser<PurchaseListQuery>(purchaseListQuerySchema, 'query');
const parseId = inputParser<PurchaseIdQuery>(purchaseIdQuerySchema, 'query');
const parseUpload = inputParser<DocumentUploadQuery>(documentUploadQuerySchema, 'query');
const parseDocId = inputParser<DocumentIdParams>(documentIdParamsSchema, 'path');
const sendList = responder<PurchaseListResponse>(purchaseListResponseSchema);
const sendDetail = responder<PurchaseDetailResponse>(purchaseDetailResponseSchema);
const sendUpload = responder<DocumentUploadResponse>(documentUploadResponseSchema);
const sendSuccess = responder<SuccessResponse>(successResponseSchema);
const sendDownloadLink = responder<DownloadLinkResponse>(downloadLinkResponseSchema);

const noSuchPurchase = () => new HttpError(404, { success: false, message: 'No such purchase' });
const noSuchDocument = () => new HttpError(404, { success: false, message: 'No such document' });

/** The caller's upload name without path parts, control characters or bidi overrides (a name shown reversed could pass for another file type). */
const cleanName = (name: string): string => withoutControlCharacters(name.replace(/^.*[\\/]/, '')).trim();

export function purchaseRoutes({ db, now, dataDir, requireSession, exports }: ApiContext): Router {
  const router = Router();
  const scopeOf = createScopeReader(db);
  const purchases = createPurchaseQueries(db);
  const store = createDocumentStore(dataDir);
  const refuseBeyondLimits = createDocumentLimits(db);
  const callerOf = createCallerReader(db);
  const archives = createPhotoArchives(db);
  const visiblePurchase = db
    .prepare(`SELECT p.id FROM purchases p JOIN users u ON u.id = p.user_id WHERE p.id = @id AND ${OWNER_VISIBLE}`)
    .pluck();
  const visiblePurchaseLot = db.prepare(`SELECT p.lot_id AS lotId, json_array_length(l.images) AS photoCount
    FROM purchases p JOIN users u ON u.id = p.user_id JOIN lots l ON l.id = p.lot_id WHERE p.id = @id AND ${OWNER_VISIBLE}`);
  const insertDocument =
    db.prepare(`INSERT INTO purchase_documents (purchase_id, name, mime_type, size, stored_name, uploaded_by, uploaded_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`);
  const visibleDocument =
    db.prepare(`SELECT d.id, d.name, d.mime_type AS type, d.size, d.stored_name AS storedName, d.uploaded_by AS uploadedBy
    FROM purchase_documents d JOIN purchases p ON p.id = d.purchase_id JOIN users u ON u.id = p.user_id
    WHERE d.id = @docId AND ${OWNER_VISIBLE}`);
  const deleteDocument = db.prepare('DELETE FROM purchase_documents WHERE id = ?');

  const documentOf = (req: Request) => {
    const { docId } = parseDocId({ ...req.params });
    const doc = visibleDocument.get({ ...scopeOf(sessionOf(req).userId).params, docId: Number(docId) }) as
      { id: number; name: string; type: string; size: number; storedName: string; uploadedBy: number } | undefined;
    if (!doc) throw noSuchDocument();
    return doc;
  };

  /** The list's filters from its query (422 for a page size it does not offer or dates the wrong way round). */
  const filtersOf = (query: PurchaseListQuery): PurchaseFilters => {
    const pageSize = query.pageSize === undefined ? PURCHASE_PAGE_SIZES[0] : Number(query.pageSize);
    if (!(PURCHASE_PAGE_SIZES as readonly number[]).includes(pageSize)) {
      throw new HttpError(422, { success: false, message: { pageSize: `Must be one of ${PURCHASE_PAGE_SIZES.join(', ')}` } });
    }
    if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
      throw new HttpError(422, { success: false, message: { dateTo: 'Must not be before dateFrom' } });
    }
    const search = query.search?.trim();
    return {
      search: search || undefined,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      statuses: query.status ? [...new Set(query.status.split(',').map(Number))] : [],
      sort: query.sort ?? 'purchaseDate',
      order: query.order ?? 'DESC',
      page: query.page === undefined ? 1 : Number(query.page),
      pageSize,
    };
  };

  router.get('/purchased-cars/list', requireSession, (req, res) => {
    const filters = filtersOf(parseList({ ...req.query }));
    const scope = scopeOf(sessionOf(req).userId);
    const result = purchases.list(scope, filters);
    const counts = purchases.countsByStatus(scope);
    sendList(res, {
      carsList: result.rows,
      statusList: [0, ...PURCHASE_STATUSES].map((code) => ({
        value: code,
        label: PURCHASE_STATUS_NAMES[code] ?? String(code),
        counter: counts.get(code) ?? 0,
      })),
      pageInfo: { page: filters.page, pageSize: filters.pageSize, totalSearchResults: result.total, totalResults: result.totalAll },
      success: true,
    });
  });

  router.get('/purchased-cars/list/export', requireSession, (req, res) => {
    const asked = exports.read(req, { listing: false });
    const filters = filtersOf(parseList(asked.listQuery));
    const scope = scopeOf(sessionOf(req).userId);
    const exported = purchases.exported(scope, { ...filters, ids: asked.ids });
    exports.send(req, res, asked, {
      ...tableOfList('/purchased-cars/list', exports.columnConfig()),
      role: scope.role,
      count: exported.count,
      rows: exported.rows,
    });
  });

  router.get('/purchased-cars/view', requireSession, (req, res) => {
    const { id } = parseId({ ...req.query });
    const detail = purchases.read(scopeOf(sessionOf(req).userId), Number(id));
    if (!detail) throw noSuchPurchase();
    sendDetail(res, { success: true, detail });
  });

  // The purchased lot's photo archive, under the same permission as a lot's (seed 001 §7) and the
  // purchase view's visibility (outside the scope: 404).
  router.get('/purchased-cars/download-images', requireSession, (req, res) => {
    const { id } = parseId({ ...req.query });
    const caller = callerOf(req);
    requireFlag(caller, 'downloadPhotos');
    const purchase = visiblePurchaseLot.get({ ...scopeOf(caller.id).params, id: Number(id) }) as
      { lotId: number; photoCount: number } | undefined;
    if (!purchase) throw noSuchPurchase();
    if (purchase.photoCount === 0) throw new HttpError(404, { success: false, message: 'The purchase has no photos' });
    sendDownloadLink(res, archives.link(purchase.lotId, caller.id, now()));
  });

  router.post('/purchased-cars/document', requireSession, async (req, res) => {
    const { id, name } = parseUpload({ ...req.query });
    const { userId } = sessionOf(req);
    const scope = scopeOf(userId);
    const fileName = cleanName(name);
    if (!fileName) throw new HttpError(422, { success: false, message: { name: 'The file name is empty' } });
    if (visiblePurchase.get({ ...scope.params, id: Number(id) }) === undefined) throw noSuchPurchase();
    const extension = extensionOf(req.headers['content-type']);
    if (Number(req.headers['content-length'] ?? 0) > DOCUMENT_MAX_BYTES) {
      // not read at all: the connection closes after the answer
      res.setHeader('Connection', 'close');
      throw tooLarge();
    }
    try {
      refuseBeyondLimits(Number(id), Number(req.headers['content-length'] ?? 0));
      const stored = await store.save(req, extension);
      try {
        refuseBeyondLimits(Number(id), stored.size);
      } catch (error) {
        await store.remove(stored.storedName);
        throw error;
      }
      const mime = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const uploadedAt = now().toISOString();
      const docId = Number(insertDocument.pluck().get(Number(id), fileName, mime, stored.size, stored.storedName, userId, uploadedAt));
      sendUpload(res, {
        success: true,
        document: {
          id: String(docId),
          name: fileName,
          path: `/purchased-cars/document/${docId}`,
          type: mime,
          size: stored.size,
          uploadedAt,
        },
      });
    } catch (error) {
      res.setHeader('Connection', 'close');
      req.resume();
      throw error;
    }
  });

  router.get('/purchased-cars/document/:docId', requireSession, (req, res, next) => {
    const doc = documentOf(req);
    res.setHeader('Content-Type', doc.type);
    res.setHeader('Content-Length', String(doc.size));
    res.setHeader('Content-Disposition', attachment(doc.name));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const file = store.open(doc.storedName);
    file.on('error', next);
    file.pipe(res);
  });

  router.delete('/purchased-cars/document/:docId', requireSession, async (req, res) => {
    const doc = documentOf(req);
    const { userId } = sessionOf(req);
    if (doc.uploadedBy !== userId && scopeOf(userId).role !== 'manager') {
      throw new HttpError(403, { success: false, message: 'Only the uploader or a manager can delete a document' });
    }
    deleteDocument.run(doc.id);
    await store.remove(doc.storedName);
    sendSuccess(res, { success: true });
  });

  return router;
}
