// Login attempts by account and client address, kept across restarts for their rate limit (times in
// ms; the account as typed, compared case-insensitively like users.email). Refresh tokens a session has
// rotated away from, so a replay of one is recognised as theft. Sessions get the absolute lifetime they
// lacked: 30 days from their creation (2592000000 ms), whatever their refreshes.
export const loginLimitsSchema = `
CREATE TABLE login_attempts (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL COLLATE NOCASE,
  client TEXT NOT NULL,
  attempted_at INTEGER NOT NULL
);
CREATE INDEX login_attempts_account ON login_attempts(account, attempted_at);
CREATE INDEX login_attempts_client ON login_attempts(client, attempted_at);

CREATE TABLE retired_refresh_tokens (
  hash TEXT PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  retired_at INTEGER NOT NULL
);
CREATE INDEX retired_refresh_tokens_session ON retired_refresh_tokens(session_id, retired_at);

UPDATE sessions SET refresh_expires_at = MIN(refresh_expires_at, created_at + 2592000000);
`;
