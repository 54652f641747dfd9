// Bidding: the history of every bid (created, raised, cancelled, status and amount changes by
// managers), which GET /bid/logs shows. Event names: server/reference-api/bids/log.ts.
export const biddingSchema = `
CREATE TABLE bid_logs (
  id INTEGER PRIMARY KEY,
  bid_id INTEGER NOT NULL REFERENCES bids(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  event TEXT NOT NULL,
  status INTEGER NOT NULL CHECK (status BETWEEN 1 AND 7),
  amount INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX bid_logs_bid ON bid_logs(bid_id, created_at);
`;
