// A few chat threads on the demo accounts' bids (seed 000 §4 "Chat"): the manager asks, the client
// answers; the last manager message of some threads is left unread so the tables show the marker.
import type { Db } from '../db/open';
import type { SeededUsers } from './users';

const THREADS: ReadonlyArray<ReadonlyArray<readonly [side: 'client' | 'manager', text: string]>> = [
  [
    ['client', 'Please check the auction sheet for rust under the doors.'],
    ['manager', 'Checked: light surface rust only, the sheet says B grade underbody.'],
  ],
  [['manager', 'The start price is close to your bid. Shall we raise it by 20 000 yen?']],
  [
    ['client', 'Can you confirm the mileage with the auction house?'],
    ['manager', 'Confirmed, the mileage is original.'],
    ['client', 'Thank you, keep the bid as it is.'],
  ],
];

export function seedBidChat(db: Db, now: Date, users: SeededUsers): number {
  const bidsOf = db.prepare('SELECT id FROM bids WHERE user_id = ? ORDER BY id LIMIT ?').pluck();
  const insert = db.prepare('INSERT INTO bid_messages (bid_id, user_id, text, is_client_message, created_at) VALUES (?, ?, ?, ?, ?)');
  const markRead = db.prepare(`INSERT INTO bid_chat_reads (bid_id, user_id, last_read_id) VALUES (?, ?, ?)
    ON CONFLICT (bid_id, user_id) DO UPDATE SET last_read_id = excluded.last_read_id`);
  let count = 0;
  for (const bidder of [users.client, users.dealer]) {
    const bidIds = bidsOf.all(bidder, THREADS.length) as number[];
    bidIds.forEach((bidId, threadIndex) => {
      const thread = THREADS[threadIndex] ?? [];
      let lastId = 0;
      thread.forEach(([side, text], index) => {
        const author = side === 'client' ? bidder : users.manager;
        const at = new Date(now.getTime() - (thread.length - index) * 17 * 60_000).toISOString();
        lastId = Number(insert.run(bidId, author, text, side === 'client' ? 1 : 0, at).lastInsertRowid);
        count += 1;
        // the writer has read everything up to their own message
        markRead.run(bidId, author, lastId);
      });
      // the manager has read every thread; the first thread stays unread for the bidder
      markRead.run(bidId, users.manager, lastId);
      if (threadIndex > 0) markRead.run(bidId, bidder, lastId);
    });
  }
  return count;
}
