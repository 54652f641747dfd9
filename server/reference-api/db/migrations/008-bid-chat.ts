// Chat per bid (seed 000 §3 "Chat", §4): messages and, per reader, the last message they have read;
// a bid row's `message` is its last message and `isRead` compares it with the viewer's last read id.
// Bid lists also find bids by lot (lot-number search, archive by auction day) and by manager.
export const bidChatSchema = `
CREATE TABLE bid_messages (
  id INTEGER PRIMARY KEY,
  bid_id INTEGER NOT NULL REFERENCES bids(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  text TEXT NOT NULL,
  is_client_message INTEGER NOT NULL CHECK (is_client_message IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX bid_messages_bid ON bid_messages(bid_id, id);

CREATE TABLE bid_chat_reads (
  bid_id INTEGER NOT NULL REFERENCES bids(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  last_read_id INTEGER NOT NULL,
  PRIMARY KEY (bid_id, user_id)
) WITHOUT ROWID;

CREATE INDEX bids_lot ON bids(lot_id);
CREATE INDEX bids_manager ON bids(manager_id);
`;
