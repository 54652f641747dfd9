import { describe, expect, it } from 'vitest';
import { findRoute, routeParams, routeTable } from '../../shared/routes/route-table';

describe('route table', () => {
  it('tells share pages from lot pages', () => {
    expect(findRoute('/car-auctions/share/12')?.page).toBe('car-auctions-share');
    expect(findRoute('/car-auctions/12')?.page).toBe('car-auctions-detail');
  });

  it('knows no unlisted path', () => {
    expect(findRoute('/nope')).toBeUndefined();
    expect(findRoute('/car-auctions/1/2')).toBeUndefined();
  });

  it('has each pattern once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("reads a path's parameters by the names its route gives them", () => {
    expect(routeParams('/car-auctions/:id', '/car-auctions/2147')).toEqual({ id: '2147' });
    expect(routeParams('/favorites/:group', '/favorites/7/')).toEqual({ group: '7' });
    expect(routeParams('/profile', '/profile')).toEqual({});
  });
});
