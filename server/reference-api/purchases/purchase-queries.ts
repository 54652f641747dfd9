// Reads purchases for the list and the detail screen, within the caller's scope.
import {
  FINANCE_FIELDS,
  type PurchaseDetail,
  type PurchaseDocument,
  type PurchaseListQuery,
  type PurchaseRow,
} from '../../../schemas/api/purchases';
import type { Db } from '../db/open';
import type { ExportReader } from '../export/export-reader';
import { addDateRange, likePattern } from './sql-filters';
import { OWNER_VISIBLE, type OwnerScope } from './scope';
import { previewPhotos } from '../images/uss-photos';

const FROM_PURCHASES = `FROM purchases p
  JOIN users u ON u.id = p.user_id
  JOIN lots l ON l.id = p.lot_id
  JOIN models md ON md.id = l.model_id
  JOIN makers mk ON mk.id = md.maker_id
  JOIN auctions a ON a.id = l.auction_id
  JOIN auction_houses h ON h.id = a.house_id`;

const ROW_COLUMNS = `p.id, p.lot_id AS carId, h.name AS auction, l.chassis, p.eta, p.etd, l.year, p.export_port AS exportPort,
  l.images, h.is_uss AS isUss, l.lot_no AS lotNo, mk.name AS maker, md.name AS model, p.purchase_date AS purchaseDate, p.status,
  p.total_price AS totalPrice, p.voyage, p.sku, u.full_name AS clientName`;

const SORT_COLUMNS: Readonly<Record<NonNullable<PurchaseListQuery['sort']>, string>> = {
  purchaseDate: 'p.purchase_date',
  totalPrice: 'p.total_price',
  eta: 'p.eta',
  etd: 'p.etd',
  year: 'l.year',
  status: 'COALESCE(p.status, 0)',
};

interface RowRecord extends Omit<PurchaseRow, 'id' | 'carId' | 'images' | 'lotNo'> {
  id: number;
  carId: number;
  images: string;
  lotNo: number;
  isUss: number;
}

export interface PurchasePage {
  rows: PurchaseRow[];
  total: number;
  totalAll: number;
}

export interface PurchaseFilters {
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  statuses: readonly number[];
  sort: NonNullable<PurchaseListQuery['sort']>;
  order: 'ASC' | 'DESC';
  page: number;
  pageSize: number;
  /** only these purchases (an export's selection) */
  ids?: readonly number[];
}

/** A bought USS lot shows its preview too: its photo archive (purchased-cars/download-images) holds them all. */
const photosOf = (record: { images: string; isUss: number }): string[] =>
  previewPhotos(JSON.parse(record.images) as string[], record.isUss === 1);

function rowOf({ isUss, ...record }: RowRecord): PurchaseRow {
  return {
    ...record,
    id: String(record.id),
    carId: String(record.carId),
    lotNo: String(record.lotNo),
    images: photosOf({ images: record.images, isUss }),
  };
}

export function createPurchaseQueries(db: Db) {
  const countAll = db.prepare(`SELECT COUNT(*) FROM purchases p JOIN users u ON u.id = p.user_id WHERE ${OWNER_VISIBLE}`).pluck();
  const statusCounts = db.prepare(
    `SELECT COALESCE(p.status, 0) AS status, COUNT(*) AS count FROM purchases p JOIN users u ON u.id = p.user_id WHERE ${OWNER_VISIBLE} GROUP BY 1`,
  );
  const detail = db.prepare(`SELECT ${ROW_COLUMNS}, l.mileage, l.engine_cc AS engine, l.color, l.grade,
      p.car_price AS carPrice, p.auction_fee AS auctionFee, p.recycle_fee AS recycleFee, p.domestic_transport AS domesticTransport,
      p.freight, p.insurance, p.yard_arrival_eta AS yardArrivalEta, p.stock_yard AS stockYard, p.export_type AS exportType,
      p.shipping_line AS shippingLine, p.destination, p.discharge_port AS dischargePort, p.consignee, p.notify_party AS notifyParty,
      p.manager_note AS managerNote
    ${FROM_PURCHASES} WHERE p.id = @id AND ${OWNER_VISIBLE}`);
  const documents = db.prepare(
    'SELECT id, name, mime_type AS type, size, uploaded_at AS uploadedAt FROM purchase_documents WHERE purchase_id = ? ORDER BY id',
  );

  /** The list's WHERE and ORDER BY: the scope, the search, the dates and statuses; the sort, the id breaking ties. */
  function listQuery(scope: OwnerScope, filters: Omit<PurchaseFilters, 'page' | 'pageSize'>) {
    const where = [OWNER_VISIBLE];
    const params: Record<string, unknown> = { ...scope.params };
    if (filters.search) {
      where.push(`(p.sku LIKE @search ESCAPE '\\' OR l.chassis LIKE @search ESCAPE '\\' OR mk.name LIKE @search ESCAPE '\\'
        OR md.name LIKE @search ESCAPE '\\' OR CAST(l.lot_no AS TEXT) = @exact OR p.voyage LIKE @search ESCAPE '\\'
        OR u.full_name LIKE @search ESCAPE '\\')`);
      params.search = likePattern(filters.search);
      params.exact = filters.search;
    }
    addDateRange(where, params, 'p.purchase_date', filters.dateFrom, filters.dateTo);
    if (filters.statuses.length > 0) {
      where.push('COALESCE(p.status, 0) IN (SELECT value FROM json_each(@statuses))');
      params.statuses = JSON.stringify(filters.statuses);
    }
    if (filters.ids) {
      where.push('p.id IN (SELECT value FROM json_each(@ids))');
      params.ids = JSON.stringify(filters.ids);
    }
    return { condition: where.join(' AND '), params, order: `${SORT_COLUMNS[filters.sort]} ${filters.order}, p.id ${filters.order}` };
  }

  const countMatching = (condition: string, params: Record<string, unknown>) =>
    Number(db.prepare(`SELECT COUNT(*) ${FROM_PURCHASES} WHERE ${condition}`).pluck().get(params));
  const rowsSql = (condition: string, order: string) => `SELECT ${ROW_COLUMNS} ${FROM_PURCHASES} WHERE ${condition} ORDER BY ${order}`;

  function list(scope: OwnerScope, filters: PurchaseFilters): PurchasePage {
    const { condition, params, order } = listQuery(scope, filters);
    const total = countMatching(condition, params);
    const records = db
      .prepare(`${rowsSql(condition, order)} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: filters.pageSize, offset: (filters.page - 1) * filters.pageSize }) as RowRecord[];
    return { rows: records.map(rowOf), total, totalAll: Number(countAll.get(scope.params)) };
  }

  /** Every purchase the filters match, in order, read through an export's connection; and their count. */
  function exported(scope: OwnerScope, filters: Omit<PurchaseFilters, 'page' | 'pageSize'>) {
    const { condition, params, order } = listQuery(scope, filters);
    return {
      count: () => countMatching(condition, params),
      *rows(reader: ExportReader): Generator<PurchaseRow, void, undefined> {
        for (const record of reader.rows(reader.db.prepare(rowsSql(condition, order)), params)) {
          yield rowOf(record as RowRecord);
        }
      },
    };
  }

  function countsByStatus(scope: OwnerScope): Map<number, number> {
    const rows = statusCounts.all(scope.params) as Array<{ status: number; count: number }>;
    return new Map(rows.map((row) => [row.status, row.count]));
  }

  function documentsOf(purchaseId: number): PurchaseDocument[] {
    return (documents.all(purchaseId) as Array<Omit<PurchaseDocument, 'id' | 'path'> & { id: number }>).map((doc) => ({
      ...doc,
      id: String(doc.id),
      path: `/purchased-cars/document/${doc.id}`,
    }));
  }

  function read(scope: OwnerScope, id: number): PurchaseDetail | undefined {
    const row = detail.get({ ...scope.params, id }) as
      | (RowRecord &
          Record<(typeof FINANCE_FIELDS)[number], number> & {
            mileage: number | null;
            engine: number;
            color: string;
            grade: string;
            yardArrivalEta: string | null;
            stockYard: string | null;
            exportType: string | null;
            shippingLine: string | null;
            destination: string | null;
            dischargePort: string | null;
            consignee: string;
            notifyParty: string | null;
            managerNote: string | null;
          })
      | undefined;
    if (!row) return undefined;
    const images = photosOf(row);
    const consignee = JSON.parse(row.consignee) as PurchaseDetail['consignee'];
    const notifyParty =
      row.notifyParty === null
        ? { ...consignee, sameAsConsignee: true }
        : { ...(JSON.parse(row.notifyParty) as PurchaseDetail['consignee']), sameAsConsignee: false };
    const fields = FINANCE_FIELDS.map((key) => ({ key, amount: row[key] })).filter((field) => field.amount !== 0);
    return {
      id: String(row.id),
      clientName: row.clientName,
      car: {
        title: `${row.maker} ${row.model} ${row.grade}`.trim(),
        carId: String(row.carId),
        model: row.model,
        yearMonth: String(row.year),
        chassis: row.chassis,
        mileage: row.mileage,
        engine: row.engine,
        color: row.color,
        purchaseDate: row.purchaseDate,
        auction: row.auction,
        lotNo: String(row.lotNo),
        sku: row.sku,
      },
      consignee,
      notifyParty,
      finances: { fields, total: row.totalPrice },
      logistics: {
        yardArrivalEta: row.yardArrivalEta,
        stockYard: row.stockYard,
        exportPort: row.exportPort,
        exportType: row.exportType,
        purchaseDate: row.purchaseDate,
        shippingLine: row.shippingLine,
        voyage: row.voyage,
        destination: row.destination,
        etd: row.etd,
        eta: row.eta,
        status: row.status,
        dischargePort: row.dischargePort,
      },
      images,
      // the reference API's photos are SVG drawings that scale: the thumbnails are the same files
      thumbnails: images,
      documents: documentsOf(row.id),
      managerNote: row.managerNote,
    };
  }

  return { list, exported, countsByStatus, read, documentsOf };
}
