// Accounts: the single-use tokens of e-mail verification and password recovery links (stored as
// SHA-256 hashes, like sessions), the development outbox of sent mail, and the sign-up referral code.
export const accountsSchema = `
CREATE TABLE account_tokens (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX account_tokens_user ON account_tokens(user_id, purpose);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  links TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);

ALTER TABLE users ADD COLUMN referral_code TEXT;
`;
