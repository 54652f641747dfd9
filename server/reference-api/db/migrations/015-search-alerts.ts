// Saved-search alerts: a saved search may alert its owner when new lots match it. Each match of an
// arrival is kept (its lot count and the first lots in listing order) until the owner's daily digest
// mails it; a digest is recorded per user and Japan day, so there is at most one a day. Unsubscribe
// links carry random tokens stored as hashes.
export const searchAlertsSchema = `
ALTER TABLE saved_searches ADD COLUMN alert INTEGER NOT NULL DEFAULT 0 CHECK (alert IN (0, 1));
CREATE INDEX saved_searches_alerting ON saved_searches(type) WHERE alert = 1;

CREATE TABLE search_alert_hits (
  id INTEGER PRIMARY KEY,
  search_id INTEGER NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  found_at TEXT NOT NULL,
  lot_count INTEGER NOT NULL,
  lot_ids TEXT NOT NULL,
  mailed_at TEXT
);
CREATE INDEX search_alert_hits_unmailed ON search_alert_hits(search_id) WHERE mailed_at IS NULL;

CREATE TABLE search_alert_digests (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (user_id, day)
) WITHOUT ROWID;

CREATE TABLE search_alert_unsubscribe_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX search_alert_unsubscribe_tokens_user ON search_alert_unsubscribe_tokens(user_id);
`;
