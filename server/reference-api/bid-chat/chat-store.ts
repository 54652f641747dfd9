// Chat messages of a bid and who has read them (migration 8: bid_messages, bid_chat_reads). A bid's
// chat is seen by whoever sees the bid (seed 000 §6): its client, the client's dealer, any manager.
// Two sides talk: the client side (client and dealer, is_client_message = 1) and the managers.
import type { ChatMessage } from '../../../schemas/api/bid-chat';
import type { BidViewer } from '../bid-lists/viewer';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';
import { secondsUntilFree, type RateWindow } from '../http/rate-window';

/** The client side of a bid: its bidder and, when the bidder has one, their dealer. */
interface BidParties {
  readonly bidId: number;
  readonly userId: number;
  readonly dealerId: number | null;
}

interface MessageRecord {
  id: number;
  text: string;
  time: string;
  isClientMessage: number;
}

export interface ChatStore {
  /** The bid's parties; 404 without the bid, 403 when the viewer may not see it. */
  partiesFor(viewer: BidViewer, bidId: number): BidParties;
  /** The newest CHAT_HISTORY_MAX messages, oldest first. */
  messages(viewer: BidViewer, bidId: number): ChatMessage[];
  isRead(viewer: BidViewer, bidId: number): boolean;
  markRead(viewer: BidViewer, bidId: number): void;
  /** Seconds until the viewer may write again (CHAT_WRITE_LIMITS), 0 when they may now. */
  writeRetryAfter(viewer: BidViewer, at: Date): number;
  /** Stores a message; its writer has read the chat up to it. Returns the message id. */
  save(viewer: BidViewer, bidId: number, text: string, at: Date): number;
}

/** Messages a chat loads, the newest: its answer stays bounded however long the talk grows. */
export const CHAT_HISTORY_MAX = 500;

/**
 * Messages one writer may send, over all chats: far above a person typing, but a script cannot flood the
 * managers' screens (each message is a toast) or the database.
 */
export const CHAT_WRITE_LIMITS: readonly RateWindow[] = [
  { max: 20, windowMs: 60_000 },
  { max: 1000, windowMs: 24 * 3600_000 },
];

/** The side a viewer writes for: managers, else the client side. */
export const writesForClient = (viewer: BidViewer): boolean => viewer.role !== 'manager';

export function createChatStore(db: Db): ChatStore {
  const parties = db.prepare(`SELECT b.id AS bidId, b.user_id AS userId, u.dealer_id AS dealerId
    FROM bids b JOIN users u ON u.id = b.user_id WHERE b.id = ?`);
  const list = db.prepare(`SELECT * FROM (SELECT id, text, created_at AS time, is_client_message AS isClientMessage
    FROM bid_messages WHERE bid_id = ? ORDER BY id DESC LIMIT ${CHAT_HISTORY_MAX}) ORDER BY id`);
  const unread = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM bid_messages m WHERE m.bid_id = @bidId AND m.is_client_message = @otherSide
      AND m.id > COALESCE((SELECT r.last_read_id FROM bid_chat_reads r WHERE r.bid_id = @bidId AND r.user_id = @viewerId), 0))`,
    )
    .pluck();
  const lastId = db.prepare('SELECT MAX(id) FROM bid_messages WHERE bid_id = ?').pluck();
  const read = db.prepare(`INSERT INTO bid_chat_reads (bid_id, user_id, last_read_id) VALUES (?, ?, ?)
    ON CONFLICT (bid_id, user_id) DO UPDATE SET last_read_id = MAX(last_read_id, excluded.last_read_id)`);
  const written = db
    .prepare('SELECT created_at FROM bid_messages WHERE user_id = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?')
    .pluck();
  const insert = db.prepare('INSERT INTO bid_messages (bid_id, user_id, text, is_client_message, created_at) VALUES (?, ?, ?, ?, ?)');

  const markReadUpTo = (viewer: BidViewer, bidId: number, messageId: number): void => {
    read.run(bidId, viewer.id, messageId);
  };

  return {
    partiesFor(viewer, bidId) {
      const found = parties.get(bidId) as BidParties | undefined;
      if (!found) throw new HttpError(404, { success: false, message: 'No such bid' });
      const sees = viewer.role === 'manager' || found.userId === viewer.id || found.dealerId === viewer.id;
      if (!sees) throw new HttpError(403, { success: false, message: 'This bid is not yours' });
      return found;
    },
    messages(viewer, bidId) {
      const own = writesForClient(viewer) ? 1 : 0;
      return (list.all(bidId) as MessageRecord[]).map((m) => ({ id: m.id, text: m.text, time: m.time, isOwn: m.isClientMessage === own }));
    },
    isRead(viewer, bidId) {
      return unread.get({ bidId, viewerId: viewer.id, otherSide: writesForClient(viewer) ? 0 : 1 }) === 0;
    },
    markRead(viewer, bidId) {
      const last = lastId.get(bidId) as number | null;
      if (last !== null) markReadUpTo(viewer, bidId, last);
    },
    writeRetryAfter(viewer, at) {
      const ms = at.getTime();
      return Math.max(
        ...CHAT_WRITE_LIMITS.map((window) => {
          const times = written.all(viewer.id, new Date(ms - window.windowMs).toISOString(), window.max) as string[];
          return secondsUntilFree(times.map(Date.parse), window, ms);
        }),
      );
    },
    save: db.transaction((viewer: BidViewer, bidId: number, text: string, at: Date): number => {
      const id = Number(insert.run(bidId, viewer.id, text, writesForClient(viewer) ? 1 : 0, at.toISOString()).lastInsertRowid);
      markReadUpTo(viewer, bidId, id);
      return id;
    }),
  };
}
