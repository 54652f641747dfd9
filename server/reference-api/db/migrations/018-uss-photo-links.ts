// Links to a USS lot's paid photos (GET /car-auction/uss-images): a token per lot and holder that lasts
// a day; the public image route serves the first few photos only.
export const ussPhotoLinksSchema = `
CREATE TABLE uss_photo_links (
  token TEXT PRIMARY KEY,
  lot_id INTEGER NOT NULL REFERENCES lots(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX uss_photo_links_holder ON uss_photo_links(user_id, lot_id, expires_at);
CREATE INDEX uss_photo_links_expiry ON uss_photo_links(expires_at);
`;
