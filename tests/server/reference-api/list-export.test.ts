// CSV export of the lists (issue #20 item 2): every row the list call pages through, in its order,
// for exactly who may see them, with the columns asked (among the company's), headings and values in
// the language asked, a selection's ids; refusals as JSON; exports at a time limited.
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import type { BidRow } from '../../../schemas/api/bids';
import type { CarLot } from '../../../schemas/api/listing';
import type { PaymentRecord } from '../../../schemas/api/payments';
import type { PurchaseRow } from '../../../schemas/api/purchases';
import { createExportReaders, MAX_EXPORTS, MAX_EXPORTS_PER_USER } from '../../../server/reference-api/export/export-reader';
import { HttpError } from '../../../server/reference-api/http/errors';
import { getCsv, parseCsv } from './csv-answers';
import { expectJsonError, loginCookie, startTestApi, type TestApi } from './helpers';

let t: TestApi;
const cookies = { client: '', manager: '', dealer: '' };

beforeAll(async () => {
  t = startTestApi({ seedLots: 400 });
  [cookies.client, cookies.manager, cookies.dealer] = await Promise.all([
    loginCookie(t.app, 'client'),
    loginCookie(t.app, 'manager'),
    loginCookie(t.app, 'dealer'),
  ]);
});
afterAll(async () => {
  await t.api.close();
});

const getJson = (path: string, query: Record<string, string>, cookie: string) =>
  request(t.app).get(`/api/v1${path}`).query(query).set('Cookie', cookie);

/** Every row of a list call, page after page. */
async function allRows<R>(path: string, key: string, query: Record<string, string>, cookie: string): Promise<R[]> {
  const rows: R[] = [];
  for (let page = 1; ; page += 1) {
    const res = await getJson(path, { ...query, page: String(page), pageSize: '70' }, cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...(res.body[key] as R[]));
    if (rows.length >= res.body.pageInfo.totalSearchResults) return rows;
  }
}

async function exported(path: string, query: Record<string, string>, cookie: string) {
  const res = await getCsv(t.app, `${path}/export`, query, cookie);
  expect(res.status, String(res.body)).toBe(200);
  const [header = [], ...rows] = parseCsv(res.body as string);
  return { res, text: res.body as string, header, rows };
}

describe('a listing', () => {
  const query = { year: '2012,2024', sort: 'year', order: 'DESC' };
  const columns = 'photo,auctionDate,year,mileage,startPrice,status';

  it('has every lot of the listing query in its order, with the columns asked, as a UTF-8 file with a BOM', async () => {
    const lots = await allRows<CarLot>('/car-auction/listing', 'carsList', query, cookies.client);
    expect(lots.length).toBeGreaterThan(70);
    const { res, text, header, rows } = await exported('/car-auction/listing', { ...query, columns, lang: 'en' }, cookies.client);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="car-auction-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers['x-export-rows']).toBe(String(lots.length));
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(header).toEqual(
      ['Lot', 'Date / Auction', 'Year', 'Mileage', 'Start price', 'Status'].map((text, index) => {
        const ids = ['lot', 'auctionDate', 'year', 'mileage', 'startPrice', 'status'];
        expect(en[`pageType.car-auction.fields.${ids[index]}` as keyof typeof en]).toBe(text);
        return text;
      }),
    );
    expect(rows).toHaveLength(lots.length);
    expect(rows.map((row) => row[0])).toEqual(lots.map((lot) => lot.lotNo));
    const [first] = lots;
    // Japan time as the list writes it; yen and km as plain numbers; the status by name
    expect(rows[0]).toEqual([
      first!.lotNo,
      `${first!.auctionDate} / ${first!.auctionName}`,
      String(first!.year),
      first!.mileage === null ? '' : String(first!.mileage),
      first!.startPrice === null ? '' : String(first!.startPrice),
      expect.any(String),
    ]);
    expect(rows[0]![4]).toMatch(/^\d*$/);
  });

  it('writes headings and values in the language asked', async () => {
    const { header, rows } = await exported('/car-auction/listing', { ...query, columns: 'year,status', lang: 'ru' }, cookies.client);
    expect(header).toEqual([ru['pageType.car-auction.fields.year'], ru['pageType.car-auction.fields.status']]);
    const statuses = Object.entries(ru)
      .filter(([id]) => id.startsWith('auctionStatus.'))
      .map(([, text]) => text);
    expect(rows.every((row) => row[1] === '' || statuses.includes(row[1]!))).toBe(true);
    expect(rows.some((row) => row[1] !== '')).toBe(true);
  });

  it('keeps a selection: only the ids asked, in the list’s order', async () => {
    const lots = (await getJson('/car-auction/listing', { ...query, pageSize: '20' }, cookies.client)).body.carsList as CarLot[];
    const picked = [lots[7]!, lots[2]!, lots[12]!];
    const { res, rows } = await exported(
      '/car-auction/listing',
      { ...query, columns: 'photo', ids: picked.map((lot) => lot.id).join(',') },
      cookies.client,
    );
    expect(res.headers['x-export-rows']).toBe('3');
    expect(rows).toEqual([[lots[2]!.lotNo], [lots[7]!.lotNo], [lots[12]!.lotNo]]);
  });

  it('names the columns of the view asked; others, unknown parameters and a bad query are refused as JSON', async () => {
    expectJsonError(await getCsv(t.app, '/car-auction/listing/export', { columns: 'gearbox' }, cookies.client), 422);
    expect((await getCsv(t.app, '/car-auction/listing/export', { columns: 'gearbox', view: 'column' }, cookies.client)).status).toBe(200);
    expectJsonError(await getCsv(t.app, '/car-auction/listing/export', { columns: 'year,year' }, cookies.client), 422);
    expectJsonError(await getCsv(t.app, '/car-auction/listing/export', {}, cookies.client), 400);
    expectJsonError(await getCsv(t.app, '/car-auction/listing/export', { columns: 'year', lang: 'de' }, cookies.client), 422);
    expectJsonError(await getCsv(t.app, '/car-auction/listing/export', { columns: 'year', nonsense: '1' }, cookies.client), 400);
    expectJsonError(await getCsv(t.app, '/car-auction/listing/export', { columns: 'year', year: '2020,2010' }, cookies.client), 422);
    expect((await getCsv(t.app, '/car-auction/listing/export', { columns: 'year' }, '')).status).toBe(401);
    expect((await getCsv(t.app, '/bikes/listing/export', { columns: 'year' }, await loginCookie(t.app, 'restricted'))).status).toBe(403);
  });
});

describe('a brand’s columns', () => {
  let branded: TestApi;
  let cookie: string;
  beforeAll(async () => {
    branded = startTestApi({
      seedLots: 100,
      columnConfig: {
        pageTypes: {
          'car-auction': { columns: { table: ['photo', 'year'] }, columnLabels: { year: { en: 'Model year', ru: 'Год выпуска' } } },
        },
        tables: { payments: { columns: ['date', 'amount'] } },
      },
    });
    cookie = await loginCookie(branded.app, 'client');
  });
  afterAll(async () => {
    await branded.api.close();
  });

  it('are the ceiling, with the brand’s headings in each language', async () => {
    expectJsonError(await getCsv(branded.app, '/car-auction/listing/export', { columns: 'photo,grade' }, cookie), 422);
    expectJsonError(await getCsv(branded.app, '/payments/list/export', { columns: 'date,balance' }, cookie), 422);
    const english = parseCsv(
      (await getCsv(branded.app, '/car-auction/listing/export', { columns: 'year,photo', lang: 'en' }, cookie)).body as string,
    );
    expect(english[0]).toEqual(['Model year', 'Lot']);
    branded.api.setColumnConfig({});
    const plain = parseCsv(
      (await getCsv(branded.app, '/car-auction/listing/export', { columns: 'year,grade', lang: 'ru' }, cookie)).body as string,
    );
    expect(plain[0]).toEqual([ru['pageType.car-auction.fields.year'], ru['pageType.car-auction.fields.grade']]);
  });
});

describe('the bid tables', () => {
  it('a client’s: their own bids, statuses as they read them, the company as bidder', async () => {
    const bids = await allRows<BidRow>('/bid/my-bid', 'cars', {}, cookies.client);
    expect(bids.length).toBeGreaterThan(0);
    const { header, rows } = await exported('/bid/my-bid', { columns: 'lot,bidAmount,bidStatus,bidder', lang: 'en' }, cookies.client);
    expect(header).toEqual(
      ['Lot', 'Bid', 'Status', 'Bidder'].map((text, index) => {
        const ids = ['lot', 'bidAmount', 'bidStatus', 'bidder'];
        expect(en[`pageType.bid-tables.fields.${ids[index]}` as keyof typeof en]).toBe(text);
        return text;
      }),
    );
    expect(rows.map((row) => row[0]!.split(' / ')[0])).toEqual(bids.map((bid) => bid.lotNo));
    expect(rows.map((row) => row[1])).toEqual(bids.map((bid) => String(bid.bidAmount)));
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set([en['bidRow.bidder.companyManager']]));
    // the autobid switch is the bid manager's column
    expectJsonError(await getCsv(t.app, '/bid/my-bid/export', { columns: 'lot,autoBid' }, cookies.client), 422);
    const underReview = bids.findIndex((bid) => bid.bidStatus === 1);
    if (underReview >= 0) expect(rows[underReview]![2]).toBe(en['bidStatus.underReview']);
  });

  it('the bid manager’s: the tab’s bids, named as managers see them; a client is refused', async () => {
    const bids = await allRows<BidRow>('/bid/index', 'cars', { bidStatus: '1' }, cookies.manager);
    const { rows } = await exported('/bid/index', { bidStatus: '1', columns: 'lot,bidStatus,bidder,autoBid', lang: 'ru' }, cookies.manager);
    expect(rows).toHaveLength(bids.length);
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(bids.length > 0 ? [ru['bidStatus.1']] : []));
    expect(rows.map((row) => row[2])).toEqual(bids.map((bid) => bid.user?.name ?? ''));
    expect(rows.every((row, index) => row[3] === (bids[index]!.autoBid ? ru['export.autoBid.on'] : ru['export.autoBid.off']))).toBe(true);
    expectJsonError(await getCsv(t.app, '/bid/index/export', { columns: 'lot' }, cookies.client), 403);
    expectJsonError(await getCsv(t.app, '/bid/index/export', { columns: 'lot', view: 'table' }, cookies.manager), 400);
  });

  it('a selection holds only bids the caller sees', async () => {
    const [mine] = await allRows<BidRow>('/bid/my-bid', 'cars', {}, cookies.client);
    const asManager = await exported('/bid/index', { columns: 'lot', ids: String(mine!.bidId) }, cookies.manager);
    expect(asManager.rows.map((row) => row[0]!.split(' / ')[0])).toEqual([mine!.lotNo]);
    const asDealer = await exported('/bid/dealer', { columns: 'lot', ids: String(mine!.bidId) }, cookies.dealer);
    expect(asDealer.res.headers['x-export-rows']).toBe('0');
    expect(asDealer.rows).toEqual([]);
  });
});

describe('purchases and payments', () => {
  it('purchases: the list’s rows and order, statuses by name, prices as numbers', async () => {
    const purchases = await allRows<PurchaseRow>('/purchased-cars/list', 'carsList', { sort: 'totalPrice', order: 'ASC' }, cookies.client);
    const { rows } = await exported(
      '/purchased-cars/list',
      { sort: 'totalPrice', order: 'ASC', columns: 'sku,status,totalPrice,purchaseDate', lang: 'en' },
      cookies.client,
    );
    expect(rows.map((row) => row[0])).toEqual(purchases.map((purchase) => purchase.sku));
    expect(rows.map((row) => row[2])).toEqual(purchases.map((purchase) => String(purchase.totalPrice)));
    expect(rows.map((row) => row[3])).toEqual(purchases.map((purchase) => purchase.purchaseDate.slice(0, 10)));
    const processing = purchases.findIndex((purchase) => purchase.status === null);
    expect(rows[processing]![1]).toBe(en['purchaseStatus.0']);
  });

  it('payments: signed amounts, the type by name; another user’s only in the caller’s scope', async () => {
    const records = await allRows<PaymentRecord>('/payments/list', 'records', {}, cookies.client);
    const { rows } = await exported('/payments/list', { columns: 'date,type,amount,balance', lang: 'en' }, cookies.client);
    expect(rows.map((row) => Number(row[2]))).toEqual(records.map((record) => record.amount));
    expect(rows.some((row) => Number(row[2]) < 0)).toBe(true);
    expect(new Set(rows.map((row) => row[1]))).toEqual(
      new Set(records.map((record) => en[record.type === 'remittance' ? 'payments.type.remittance' : 'payments.type.purchase'])),
    );
    const managerId = (await getJson('/user/view-profile', {}, cookies.manager)).body.detail.userId as number;
    expectJsonError(await getCsv(t.app, '/payments/list/export', { columns: 'date', userId: String(managerId) }, cookies.client), 403);
  });
});

describe('exports at a time', () => {
  it(`are at most ${MAX_EXPORTS_PER_USER} per user and ${MAX_EXPORTS} in all; a finished one frees its place`, () => {
    const db = new Database(':memory:');
    const open = createExportReaders(db, ':memory:');
    const mine = [open(1), open(1)];
    expect(() => open(1)).toThrow(HttpError);
    mine[0]!.close();
    mine[0]!.close();
    const again = open(1);
    const others = [open(2), open(2), open(3), open(3)];
    expect(() => open(4)).toThrow(expect.objectContaining({ status: 429 }));
    for (const reader of [again, mine[1]!, ...others]) reader.close();
    expect(() => open(4).close()).not.toThrow();
    db.close();
  });
});
