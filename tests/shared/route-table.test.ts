import { describe, expect, it } from 'vitest';
import { findRoute, routeTable } from '../../shared/routes/route-table';

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
});
