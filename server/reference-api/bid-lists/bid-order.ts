// ORDER BY of a bid list from the sort variants of seed 000 §3; the bid id breaks ties so pages never
// overlap. Without a sort, live bids come soonest auction first and the archive latest first.
import type { BidListQuery, BidSortField } from '../../../schemas/api/bids';
import type { BidSet } from './bid-conditions';

const SORT_COLUMNS: Readonly<Record<BidSortField, readonly string[]>> = {
  auctionDate: ['l.auction_date', 'l.auction_time'],
  year: ['l.year'],
  condition: ['l.condition'],
  mileage: ['l.mileage'],
  startPrice: ['l.start_price'],
  lotNo: ['l.lot_no'],
  auctionName: ['h.name'],
  chassis: ['l.chassis'],
  status: ['l.status'],
  soldPrice: ['COALESCE(b.sold_price, l.sold_price)'],
  bidAmount: ['b.amount'],
  bidGroup: ['b.bid_group'],
};

export function bidOrder(query: Pick<BidListQuery, 'sort' | 'order'>, set: BidSet): string {
  if (query.sort === undefined) {
    const direction = set === 'archive' ? 'DESC' : 'ASC';
    return `l.auction_date ${direction}, l.auction_time ${direction}, l.lot_no ${direction}, b.id ${direction}`;
  }
  const direction = query.order === 'DESC' ? 'DESC' : 'ASC';
  return [...SORT_COLUMNS[query.sort], 'b.id'].map((column) => `${column} ${direction}`).join(', ');
}
