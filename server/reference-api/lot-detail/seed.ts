// Lot detail data of the seed: about one lot in twelve whose auction forbids photo downloads, and
// manager notes on a few lots the demo client bid on, so both note views show from the start.
import type { Db } from '../db/open';
import type { SeededUsers } from '../seed/users';

const NOTES = [
  'Checked with the auction: no accident history, keys and books present.',
  'Client asked for extra photos of the interior before bidding.',
  'Repainted bumper confirmed; price expectation unchanged.',
] as const;

export function seedLotDetail(db: Db, now: Date, users: SeededUsers): void {
  db.prepare('UPDATE lots SET allow_download_photos = 0 WHERE id % 12 = 5').run();
  const bidLots = db
    .prepare('SELECT lot_id FROM bids WHERE user_id = ? ORDER BY id LIMIT ?')
    .pluck()
    .all(users.client, NOTES.length) as number[];
  const insert = db.prepare('INSERT INTO lot_notes (lot_id, comment, manager_id, updated_at) VALUES (?, ?, ?, ?)');
  bidLots.forEach((lotId, index) => insert.run(lotId, NOTES[index], users.manager, now.toISOString()));
}
