// Every route of the v1 API (docs/api.md) with one well-formed request each, which the fuzzer breaks in
// one way per case. The samples are harmless when they happen to stay valid: wrong passwords, unknown
// tokens, small amounts, the callers' own records.
import type Database from 'better-sqlite3';
import { listingPageTypes } from '../../../server/reference-api/listing/page-types';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSample {
  readonly method: Method;
  /** the router's path, `:name` marking a parameter */
  readonly route: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: Readonly<Record<string, unknown>>;
  /** a body sent as it is, with its content type (document upload) */
  readonly raw?: { readonly type: string; readonly data: string };
}

/** Records of the seeded database the samples name. */
export interface SampleIds {
  readonly lotOf: Readonly<Record<string, number>>;
  readonly sheetLot: { readonly id: number; readonly sheet: string };
  readonly ussLot: number;
  readonly bidId: number;
  readonly purchaseId: number;
  readonly documentId: number;
  readonly clientId: number;
  readonly searchId: number;
}

export function sampleIds(db: Database.Database): SampleIds {
  const one = (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  const clientId = one("SELECT id FROM users WHERE email = 'client@seri.example'");
  return {
    lotOf: Object.fromEntries(
      [...listingPageTypes().keys()].map((type) => [type, one('SELECT id FROM lots WHERE page_type = ? ORDER BY id LIMIT 1', type)]),
    ),
    sheetLot: db
      .prepare("SELECT id, auction_sheet AS sheet FROM lots WHERE page_type = 'car-auction' AND auction_sheet IS NOT NULL LIMIT 1")
      .get() as SampleIds['sheetLot'],
    ussLot: one(`SELECT l.id FROM lots l JOIN auctions a ON a.id = l.auction_id JOIN auction_houses h ON h.id = a.house_id
      WHERE l.page_type = 'car-auction' AND h.is_uss = 1 LIMIT 1`),
    bidId: one('SELECT id FROM bids WHERE user_id = ? ORDER BY id DESC LIMIT 1', clientId),
    purchaseId: one('SELECT id FROM purchases WHERE user_id = ? ORDER BY id LIMIT 1', clientId),
    documentId: one('SELECT COALESCE(MAX(id), 1) FROM purchase_documents'),
    clientId,
    searchId: one('SELECT COALESCE(MIN(id), 1) FROM saved_searches WHERE user_id = ?', clientId),
  };
}

/** The lot-id field of a page type's share password call (seed 001 §7). */
const PASSWORD_FIELD: Readonly<Record<string, string>> = { bikes: 'bikeId', 'bike-stats': 'bikeId', machinery: 'id' };

function pageTypeSamples(ids: SampleIds): RouteSample[] {
  return [...listingPageTypes().values()].flatMap((pageType): RouteSample[] => {
    const base = `/${pageType.id}`;
    const lot = String(ids.lotOf[pageType.id]);
    const named = pageType.kind === 'car' ? { makers: 'maker', models: 'model' } : { makers: 'makers', models: 'models' };
    return [
      { method: 'GET', route: `${base}/listing`, query: { page: '1', pageSize: String(pageType.defaultPageSize), year: '2000,2020' } },
      {
        method: 'GET',
        route: `${base}/listing/export`,
        query: { columns: pageType.schema.views.table.columns.map((column) => column.id).join(','), year: '2000,2020', lang: 'ru' },
      },
      { method: 'GET', route: `${base}/filters`, query: { year: '2000,2020' } },
      { method: 'GET', route: `${base}/filter-attributes`, query: { modelId: '1' } },
      { method: 'GET', route: `${base}/filter-chassis`, query: { search_chassis: 'ZV' } },
      { method: 'GET', route: `${base}/filter-model`, query: { search_model: 'pri' } },
      { method: 'GET', route: `${base}/${named.makers}` },
      { method: 'GET', route: `${base}/${named.models}`, query: pageType.kind === 'machinery' ? { name: 'Komatsu' } : { id: '1' } },
      { method: 'GET', route: `${base}/view`, query: { id: lot } },
      { method: 'GET', route: `${base}/password`, query: { [PASSWORD_FIELD[pageType.id] ?? 'carId']: lot } },
      { method: 'GET', route: `${base}/production-month`, query: { chassis: 'ZVW30-1234567', carId: lot } },
      { method: 'GET', route: `${base}/download-images`, query: { id: lot } },
      { method: 'GET', route: `${base}/price-guide`, query: { id: lot } },
      { method: 'GET', route: `${base}/history`, query: { id: lot } },
    ];
  });
}

export function routeSamples(ids: SampleIds): RouteSample[] {
  const car = String(ids.lotOf['car-auction']);
  const bidId = ids.bidId;
  const purchase = String(ids.purchaseId);
  return [
    { method: 'POST', route: '/auth', body: { email: 'nobody@seri.example', password: 'not-the-password' } },
    { method: 'GET', route: '/auth/update' },
    { method: 'POST', route: '/auth/logout' },
    {
      method: 'POST',
      route: '/auth/signup',
      body: {
        fullName: 'Fuzz Tester',
        referralCode: '',
        email: 'fuzz@seri.example',
        mobile: '+81 90 1234 5678',
        country: 111,
        city: 'Osaka',
        password: 'secret1',
        confirmPassword: 'secret1',
        terms: true,
        language: 692,
      },
    },
    { method: 'POST', route: '/auth/verify-email', query: { token: 'no-such-token' } },
    { method: 'GET', route: '/auth/reset-password', query: { email: 'nobody@seri.example' } },
    { method: 'GET', route: '/auth/reset-password-token-verify', query: { token: 'no-such-token' } },
    {
      method: 'POST',
      route: '/auth/reset-password-verify',
      query: { token: 'no-such-token' },
      body: { newPassword: 'secret12', confirmPassword: 'secret12' },
    },
    { method: 'GET', route: '/user/view-profile' },
    { method: 'PUT', route: '/user/update-setting', body: { bidEmailNotify: true, language: 692 } },
    {
      method: 'PUT',
      route: '/user/update-profile',
      body: {
        fullName: 'Fuzz Tester',
        mobile: '+81 90 1234 5678',
        city: 'Osaka',
        officePhone: '',
        company: 'Fuzz Ltd',
        address: null,
        countryId: 111,
        destinationPort: 'poti',
      },
    },
    {
      method: 'POST',
      route: '/user/change-password',
      body: { oldPassword: 'not-the-password', newPassword: 'secret12', confirmNewPassword: 'secret12' },
    },
    { method: 'GET', route: '/openapi.json' },
    { method: 'GET', route: '/site/get-language' },
    { method: 'GET', route: '/site/get-country-list' },
    { method: 'GET', route: '/site/currency-list' },
    { method: 'GET', route: '/site/gearbox-list' },
    { method: 'GET', route: '/site/auction-status-list' },
    { method: 'GET', route: '/site/condition-list', query: { type: 'car' } },
    { method: 'GET', route: '/site/menu-counters' },
    { method: 'GET', route: '/images/lots/:lotId/:photo.svg', params: { lotId: car, photo: '1' } },
    { method: 'GET', route: '/images/uss/:token/:photo.svg', params: { token: 'no-such-link-of-32-characters-00', photo: '4' } },
    { method: 'GET', route: '/images/sheets/:lotId.svg', params: { lotId: String(ids.sheetLot.id) } },
    { method: 'GET', route: '/images/sheets/:lotId/en.svg', params: { lotId: String(ids.sheetLot.id) } },
    { method: 'GET', route: '/images/videos/:lotId/:clip.svg', params: { lotId: car, clip: '1' } },
    { method: 'GET', route: '/site/auction-list', query: { type: 'car-auction' } },
    { method: 'GET', route: '/site/week-days' },
    { method: 'GET', route: '/machinery/category-list' },
    ...pageTypeSamples(ids),
    { method: 'POST', route: '/user/save-search', body: { title: 'Fuzz', params: 'page=1', type: 'car-auction' } },
    { method: 'POST', route: '/user/update-search', body: { id: ids.searchId, title: 'Fuzzed' } },
    { method: 'GET', route: '/user/my-search', query: { type: 'car-auction' } },
    { method: 'POST', route: '/user/delete-search', body: { id: 999_999 } },
    { method: 'GET', route: '/user/list-columns', query: { page: 'car-auction.table' } },
    {
      method: 'PUT',
      route: '/user/list-columns',
      body: {
        page: 'bids',
        columns: [
          { id: 'year', visible: true },
          { id: 'lot', visible: false },
        ],
      },
    },
    { method: 'DELETE', route: '/user/list-columns', query: { page: 'bids' } },
    { method: 'POST', route: '/user/search-alert', body: { id: ids.searchId, alert: true } },
    { method: 'POST', route: '/user/unsubscribe-alerts', body: { token: 'no-such-token' } },
    { method: 'POST', route: '/favorite/add', body: { group: 'A', carId: car, type: 'car-auction' } },
    { method: 'DELETE', route: '/favorite/delete', query: { group: 'E', carId: car } },
    { method: 'GET', route: '/favorite/list', query: { group: 'A', page: '1', pageSize: '20' } },
    { method: 'POST', route: '/car-auction/save-comment', body: { carId: car, comment: 'Fuzz note' } },
    { method: 'GET', route: '/car-auction/image-translate', query: { image: ids.sheetLot.sheet, lotId: String(ids.sheetLot.id) } },
    { method: 'GET', route: '/car-auction/uss-images', query: { id: String(ids.ussLot) } },
    { method: 'GET', route: '/download/:file', params: { file: 'no-such-archive.zip' } },
    { method: 'GET', route: '/share/lot', query: { type: 'car-auction', id: car } },
    { method: 'POST', route: '/share/lot', body: { type: 'car-auction', id: car, code: '000000' } },
    { method: 'POST', route: '/share/production-month', body: { type: 'car-auction', id: car, code: '000000' } },
    { method: 'GET', route: '/bid/index', query: { page: '1', pageSize: '20', sort: 'bidAmount', order: 'DESC', mileage: '-30000' } },
    { method: 'GET', route: '/bid/my-bid', query: { page: '1', bidStatus: '1', auction: '1,2' } },
    { method: 'GET', route: '/bid/dealer', query: { bidType: 'all', lotNo: '1,2' } },
    { method: 'GET', route: '/bid/bid-history', query: { archiveStatus: '4,5', sort: 'soldPrice', order: 'ASC' } },
    {
      method: 'GET',
      route: '/bid/index/export',
      query: { columns: 'lot,bidStatus,bidder', sort: 'bidAmount', order: 'DESC', mileage: '-30000' },
    },
    { method: 'GET', route: '/bid/my-bid/export', query: { columns: 'lot,bidAmount', bidStatus: '1', lang: 'en' } },
    { method: 'GET', route: '/bid/dealer/export', query: { columns: 'vehicle', bidType: 'all', ids: String(bidId) } },
    { method: 'GET', route: '/bid/bid-history/export', query: { columns: 'lot,soldPrice', archiveStatus: '4,5' } },
    { method: 'GET', route: '/bid/filters', query: { mileage: '30000-60000', bidGroups: 'A,--' } },
    { method: 'GET', route: '/bid/bid-history-filters', query: { auctionDateFrom: '2020-01-01' } },
    { method: 'GET', route: '/bid/search', query: { lotNo: '1,2,3' } },
    { method: 'GET', route: '/bid/dealer-clients', query: { page: '1', pageSize: '100' } },
    { method: 'POST', route: '/bid/create', body: { amount: 5000, carId: car, lotType: 'car-auction', confirm: 1 } },
    {
      method: 'POST',
      route: '/bid/bid-from-manager',
      body: { amount: 5000, carId: car, lotType: 'car-auction', confirm: 1, userId: ids.clientId },
    },
    { method: 'PUT', route: '/bid/update-bid-status', body: { bidId, status: 4 } },
    { method: 'GET', route: '/bid/type' },
    { method: 'GET', route: '/bid/export-type' },
    { method: 'GET', route: '/bid/group' },
    { method: 'GET', route: '/user/search', query: { user: 'Alex' } },
    { method: 'GET', route: '/user/user-info', query: { id: String(ids.clientId) } },
    { method: 'GET', route: '/purchased-cars/list', query: { page: '1', pageSize: '20', status: '0,1', sort: 'eta', order: 'ASC' } },
    {
      method: 'GET',
      route: '/purchased-cars/list/export',
      query: { columns: 'sku,status,totalPrice', status: '0,1', sort: 'eta', order: 'ASC' },
    },
    { method: 'GET', route: '/purchased-cars/view', query: { id: purchase } },
    { method: 'GET', route: '/purchased-cars/download-images', query: { id: purchase } },
    {
      method: 'POST',
      route: '/purchased-cars/document',
      query: { id: purchase, name: 'invoice.pdf' },
      raw: { type: 'application/pdf', data: '%PDF-1.4\n%fuzz\n' },
    },
    { method: 'GET', route: '/purchased-cars/document/:docId', params: { docId: String(ids.documentId) } },
    { method: 'DELETE', route: '/purchased-cars/document/:docId', params: { docId: '999999' } },
    { method: 'GET', route: '/payments/list', query: { page: '1', pageSize: '20', type: 'all', dateFrom: '2020-01-01' } },
    { method: 'GET', route: '/payments/list/export', query: { columns: 'date,type,amount', type: 'all', dateFrom: '2020-01-01' } },
    { method: 'GET', route: '/dashboard/summary' },
    { method: 'PUT', route: '/bid/update-sold-price', body: { bidId, soldPrice: '500000' } },
    {
      method: 'PUT',
      route: '/bid/update-bid-price',
      body: { amount: 500_000, jasId: bidId, bidGroup: 'A', adjustmentPrice: 10_000, exportType: null },
    },
    { method: 'PUT', route: '/bid/update-adjustment-price', body: { bidId, adjustmentPrice: 10_000 } },
    { method: 'PUT', route: '/bid/update-auto-bid', body: { bidId, autoBid: true } },
    { method: 'GET', route: '/bid/logs', query: { bidId: String(bidId) } },
    { method: 'GET', route: '/bid/chat', query: { bidId: String(bidId) } },
    { method: 'PUT', route: '/bid/update-chat-status', body: { bidId } },
    { method: 'POST', route: '/bid/save-chat', body: { bidId, comment: 'Fuzz message' } },
  ];
}

export const routeKey = (sample: Pick<RouteSample, 'method' | 'route'>): string => `${sample.method} ${sample.route}`;
