// Account mails sent (sign-up verification, password recovery) by address and client address, kept
// across restarts for their rate limit (times in ms).
export const mailLimitsSchema = `
CREATE TABLE mail_sends (
  id INTEGER PRIMARY KEY,
  address TEXT NOT NULL,
  client TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX mail_sends_address ON mail_sends(address, sent_at);
CREATE INDEX mail_sends_client ON mail_sends(client, sent_at);
`;
