// The bid-list SQL mapping, without a database: scopes per role, the archive split, the filters of
// seed 000 §7 as named parameters (never user text inside the SQL), the sort variants.
import { describe, expect, it } from 'vitest';
import {
  filterConditions,
  joinConditions,
  listedSet,
  scopeCondition,
  setCondition,
  tabCondition,
} from '../../../server/reference-api/bid-lists/bid-conditions';
import { bidOrder } from '../../../server/reference-api/bid-lists/bid-order';

describe('bid list conditions', () => {
  it('scopes clients to their bids, dealers to theirs and their clients’, managers to all', () => {
    expect(scopeCondition({ id: 5, role: 'client' }, undefined)).toEqual({ sql: 'b.user_id = @viewerId', params: { viewerId: 5 } });
    expect(scopeCondition({ id: 5, role: 'client' }, 'clients').sql).toBe('b.user_id = @viewerId');
    expect(scopeCondition({ id: 7, role: 'dealer' }, 'clients').sql).toBe('u.dealer_id = @viewerId');
    expect(scopeCondition({ id: 7, role: 'dealer' }, undefined).sql).toBe('(b.user_id = @viewerId OR u.dealer_id = @viewerId)');
    expect(scopeCondition({ id: 1, role: 'manager' }, undefined).sql).toBe('1');
  });

  it('splits live bids from the archive by the auction day, and the Archive tab reads the archive', () => {
    expect(setCondition('archive').sql).toBe('l.auction_date < @today');
    expect(listedSet('active', 'Archive')).toBe('archive');
    expect(listedSet('active', '2')).toBe('active');
    expect(tabCondition('Archive')).toEqual([]);
    expect(tabCondition('3')).toEqual([{ sql: 'b.status = @bidStatus', params: { bidStatus: 3 } }]);
  });

  it('maps dates, auctions, clients and groups to parameters, never into the SQL text', () => {
    const where = joinConditions(
      filterConditions({
        auctionDate: '2026-11-23,2026-11-24',
        auction: '4',
        user: '12,13',
        bidGroups: 'A,--',
        mileage: '-30000,150000-',
        lotNo: '12 ,34',
      }),
    );
    expect(where.sql).not.toMatch(/2026|12|A'/);
    expect(where.params).toEqual({
      auctionDate: '["2026-11-23","2026-11-24"]',
      auction: '[4]',
      user: '[12,13]',
      bidGroups: '["A"]',
      lotNo: '[12,34]',
      mileage: '[[null,30000],[150000,null]]',
    });
    expect(where.sql).toContain('(b.bid_group IN (SELECT value FROM json_each(@bidGroups)) OR b.bid_group IS NULL)');
  });

  it('keeps one SQL text for any number and shape of mileage bands, so they cannot fill the statement cache', () => {
    const sqlOf = (mileage: string) => joinConditions(filterConditions({ mileage })).sql;
    expect(new Set(['-30000', '30000-60000', '150000-', '-', '1-2,3-,-4,5-6,7-8'].map(sqlOf)).size).toBe(1);
  });

  it('orders by a sort variant with the bid id breaking ties; live bids soonest first without one', () => {
    expect(bidOrder({ sort: 'bidAmount', order: 'DESC' }, 'active')).toBe('b.amount DESC, b.id DESC');
    expect(bidOrder({ sort: 'auctionDate', order: 'ASC' }, 'active')).toBe('l.auction_date ASC, l.auction_time ASC, b.id ASC');
    // an expression with a comma of its own stays whole (sorting by sold price answered 500)
    expect(bidOrder({ sort: 'soldPrice', order: 'DESC' }, 'active')).toBe('COALESCE(b.sold_price, l.sold_price) DESC, b.id DESC');
    expect(bidOrder({}, 'active')).toMatch(/^l\.auction_date ASC/);
    expect(bidOrder({}, 'archive')).toMatch(/^l\.auction_date DESC/);
  });
});
