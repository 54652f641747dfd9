// New lots for development and tests: copies of a lot offered again in the same auction under the next
// free lot numbers (a car that did not sell often comes back). The listing copies and the lots version
// follow by the triggers of migrations 002 and 003.
import type { PageType } from '../reference/page-types';
import type { Db } from './open';

export function relistLots(db: Db, lotId: number, count: number): { pageType: PageType; ids: number[] } | undefined {
  const source = db.prepare('SELECT page_type AS pageType, auction_id AS auctionId FROM lots WHERE id = ?').get(lotId) as
    { pageType: PageType; auctionId: number } | undefined;
  if (!source) return undefined;
  const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('lots') as string[]).filter(
    (name) => name !== 'id' && name !== 'lot_no',
  );
  const insert = db
    .prepare(
      `INSERT INTO lots (lot_no, ${columns.join(', ')})
       SELECT (SELECT MAX(lot_no) FROM lots WHERE auction_id = @auctionId) + 1, ${columns.join(', ')} FROM lots WHERE id = @lotId
       RETURNING id`,
    )
    .pluck();
  const ids = db.transaction(() => Array.from({ length: count }, () => insert.get({ auctionId: source.auctionId, lotId }) as number))();
  return { pageType: source.pageType, ids };
}
