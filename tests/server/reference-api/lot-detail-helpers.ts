// Lots of each page type for the lot detail tests, found through the listing as a client would.
import request from 'supertest';
import { expect } from 'vitest';
import type { App } from './helpers';

export const LIST_KEYS = {
  'car-auction': 'carsList',
  stock: 'carsList',
  stats: 'carsList',
  bikes: 'bikeList',
  'bike-stats': 'bikeList',
  machinery: 'mechList',
} as const;
export type DetailPageType = keyof typeof LIST_KEYS;

interface ListedLot {
  id: string;
  isUss?: boolean;
  myBid?: boolean;
}

/** Lots of a page type, the first pages of its listing. */
export async function listedLots(app: App, cookie: string, pageType: DetailPageType, pages = 1): Promise<ListedLot[]> {
  const lots: ListedLot[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const res = await request(app).get(`/api/v1/${pageType}/listing?pageSize=70&page=${page}`).set('Cookie', cookie);
    expect(res.status).toBe(200);
    lots.push(...(res.body[LIST_KEYS[pageType]] as ListedLot[]));
  }
  return lots;
}

export async function firstLotId(app: App, cookie: string, pageType: DetailPageType): Promise<string> {
  const [lot] = await listedLots(app, cookie, pageType);
  if (!lot) throw new Error(`no ${pageType} lot in the test seed`);
  return lot.id;
}

/** A car-auction lot at a USS house, or one that is not, among the first listing pages. */
export async function carLotId(app: App, cookie: string, uss: boolean): Promise<string> {
  const lot = (await listedLots(app, cookie, 'car-auction', 7)).find((candidate) => candidate.isUss === uss);
  if (!lot) throw new Error(`no car-auction lot with isUss ${uss} in the test seed`);
  return lot.id;
}
