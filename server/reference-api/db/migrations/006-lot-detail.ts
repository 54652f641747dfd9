// Lot detail: the manager note of a lot, share passwords and the wrong codes tried against them,
// each user's use of USS extra images per Japan day, and the photo archives handed out as links.
export const lotDetailSchema = `
CREATE TABLE lot_notes (
  lot_id INTEGER PRIMARY KEY REFERENCES lots(id) ON DELETE CASCADE,
  comment TEXT NOT NULL,
  manager_id INTEGER NOT NULL REFERENCES users(id),
  updated_at TEXT NOT NULL
);

-- One live password per lot: asking again while it is valid gives the same one.
CREATE TABLE share_passwords (
  lot_id INTEGER PRIMARY KEY REFERENCES lots(id) ON DELETE CASCADE,
  password TEXT NOT NULL CHECK (length(password) = 6),
  created_by INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Wrong share codes by lot and client address (times in ms), kept across restarts for the rate limit.
CREATE TABLE share_attempts (
  id INTEGER PRIMARY KEY,
  lot_id INTEGER NOT NULL,
  client TEXT NOT NULL,
  attempted_at INTEGER NOT NULL
);
CREATE INDEX share_attempts_lot_client ON share_attempts(lot_id, client, attempted_at);

CREATE TABLE uss_usage (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  used INTEGER NOT NULL CHECK (used >= 0),
  PRIMARY KEY (user_id, day)
) WITHOUT ROWID;

CREATE TABLE photo_archives (
  token TEXT PRIMARY KEY,
  lot_id INTEGER NOT NULL REFERENCES lots(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
`;
