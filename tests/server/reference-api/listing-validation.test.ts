// Every bad listing query answers a 4xx JSON error with a message, never a 5xx.
import request from 'supertest';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectJsonError, loginCookie, startTestApi, type TestApi } from './helpers';

describe('reference API: listing input checks', () => {
  let t: TestApi;
  let cookie: string;
  beforeAll(async () => {
    t = startTestApi();
    cookie = await loginCookie(t.app, 'client');
  });
  afterAll(() => t.api.close());

  const get = (path: string) => request(t.app).get(`/api/v1${path}`).set('Cookie', cookie);

  it.each([
    ['unknown page type', '/cars/listing', 404],
    ['unknown page type, filters', '/share/filters', 404],
    ['maker list at the other path', '/car-auction/makers', 404],
    ['non-numeric range', '/car-auction/listing?year=abc,2020', 422],
    ['range with one side', '/car-auction/listing?mileage=1000', 422],
    ['range upside down', '/car-auction/listing?year=2020,2010', 422],
    ['bad auction day', '/car-auction/listing?date=2026-02-30', 422],
    ['auction day not a date', '/car-auction/listing?date=monday', 422],
    ['bad dateFrom', '/stats/listing?dateFrom=2026-13-01', 422],
    ['dates upside down', '/stats/listing?dateFrom=2026-02-10&dateTo=2026-02-01', 422],
    ['page 0', '/car-auction/listing?page=0', 422],
    ['negative page', '/car-auction/listing?page=-2', 422],
    ['page not a number', '/car-auction/listing?page=two', 422],
    ['page size not offered', '/car-auction/listing?pageSize=25', 422],
    ['huge page size', '/car-auction/listing?pageSize=100000', 422],
    ['unknown sort field', '/car-auction/listing?sort=colour&order=ASC', 422],
    ['sort field of another page type', '/car-auction/listing?sort=hours&order=ASC', 422],
    ['bad order', '/car-auction/listing?sort=year&order=UP', 422],
    ['order without sort', '/car-auction/listing?order=DESC', 422],
    ['over-long text', `/car-auction/listing?color=${'X'.repeat(100)}`, 422],
    ['over-long maker', `/machinery/listing?maker=${'K'.repeat(100)}`, 422],
    ['too many ids', `/car-auction/listing?model=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 422],
    ['model ids not numbers', '/car-auction/listing?model=prius', 422],
    ['maker not an id', '/car-auction/listing?maker=Toyota', 422],
    ['status not a code', '/car-auction/listing?status=sold', 422],
    ['bad lot numbers', '/car-auction/listing?quick_search_lot=12a', 422],
    ['search without field', '/car-auction/listing?search=12345', 422],
    ['search over an unknown field', '/car-auction/listing?search=serial-ABC', 422],
    ['lot number search with letters', '/car-auction/listing?search=lot_no-12a', 422],
    ['bad equipment', '/car-auction/listing?equipment=%25%25', 422],
    ['modelId other than -1', '/car-auction/listing?modelId=5', 422],
    ['unknown parameter', '/car-auction/listing?colour=WHITE', 400],
    ['parameter of another page type', '/car-auction/listing?hour=0,100', 400],
    ['statistics date span on a live page', '/car-auction/listing?dateFrom=2026-01-01', 400],
    ['repeated parameter', '/car-auction/listing?maker=1&maker=2', 400],
    ['filters with a bad range', '/car-auction/filters?year=x', 422],
    ['model list without a maker', '/car-auction/model', 400],
    ['model list by name on cars', '/car-auction/model?name=Toyota', 400],
    ['machinery model list by id', '/machinery/models?id=3', 400],
    ['filter-attributes without a query', '/car-auction/filter-attributes', 400],
    ['filter-attributes with two queries', '/car-auction/filter-attributes?modelId=1&quick_search_model=a', 400],
    ['filter-chassis without text', '/car-auction/filter-chassis', 400],
    ['filter-model with blank text', '/car-auction/filter-model?search_model=%20', 422],
    ['auction list of an unknown type', '/site/auction-list?type=boats', 422],
    ['auction list without type', '/site/auction-list', 400],
  ])('%s: %s answers %i', async (_case, path, status) => {
    expectJsonError(await get(path), status);
  });

  it('asks for a session before anything else', async () => {
    for (const path of [
      '/car-auction/listing',
      '/car-auction/filters',
      '/car-auction/maker',
      '/site/auction-list?type=stock',
      '/site/week-days',
      '/machinery/category-list',
    ]) {
      expectJsonError(await request(t.app).get(`/api/v1${path}`), 401);
    }
  });
});
