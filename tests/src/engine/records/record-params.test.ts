import { parseRecordParams, recordSearch } from '../../../../src/engine/records/use-record-params';

const KEYS = ['search', 'status'] as const;

describe('record list params', () => {
  it('reads known filters and a page from 2, ignoring the rest', () => {
    expect(parseRecordParams('search=SR1&status=4%2C0&page=3&other=x', KEYS, 50)).toEqual({ filters: { search: 'SR1', status: '4,0' }, page: 3, pageSize: 50 });
    expect(parseRecordParams('page=0&search=', KEYS, 20)).toEqual({ filters: {}, page: 1, pageSize: 20 });
    expect(parseRecordParams('page=x', KEYS, 20).page).toBe(1);
  });

  it('writes filters in key order and leaves page 1 out', () => {
    expect(recordSearch({ filters: { status: '5', search: 'a b' }, page: 1, pageSize: 20 }, KEYS)).toBe('search=a+b&status=5');
    expect(recordSearch({ filters: { search: '' }, page: 2, pageSize: 20 }, KEYS)).toBe('page=2');
  });
});
