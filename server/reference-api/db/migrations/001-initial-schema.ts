// The first schema: reference data, users and sessions, the auction schedule, lots of every page
// type, bids and saved searches. Prices are whole yen; dates are Japan dates (YYYY-MM-DD).
export const initialSchema = `
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  iso2 TEXT NOT NULL UNIQUE,
  dial_code TEXT NOT NULL
);

CREATE TABLE currencies (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  symbol TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,
  full_name TEXT NOT NULL,
  company TEXT,
  country_id INTEGER NOT NULL REFERENCES countries(id),
  currency TEXT NOT NULL REFERENCES currencies(code),
  city TEXT,
  address TEXT,
  mobile TEXT,
  office_phone TEXT,
  user_type INTEGER NOT NULL,
  role_id INTEGER NOT NULL,
  user_level INTEGER,
  dealer_id INTEGER REFERENCES users(id),
  manager_id INTEGER REFERENCES users(id),
  jas_client_id INTEGER,
  balance INTEGER NOT NULL DEFAULT 0,
  credit_limit INTEGER NOT NULL DEFAULT 0,
  daily_bid_limit INTEGER NOT NULL DEFAULT 0,
  daily_uss_limit INTEGER NOT NULL DEFAULT 0,
  bid_email_notify INTEGER NOT NULL DEFAULT 1 CHECK (bid_email_notify IN (0, 1)),
  language INTEGER CHECK (language IN (692, 693)),
  invoice_link TEXT NOT NULL DEFAULT '',
  note TEXT,
  email_verified INTEGER NOT NULL DEFAULT 1 CHECK (email_verified IN (0, 1)),
  created_at TEXT NOT NULL,
  last_login TEXT
);
CREATE INDEX users_dealer ON users(dealer_id);
CREATE INDEX users_manager ON users(manager_id);

CREATE TABLE user_permissions (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  flag TEXT NOT NULL,
  PRIMARY KEY (user_id, flag)
) WITHOUT ROWID;

CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  access_hash TEXT NOT NULL UNIQUE,
  refresh_hash TEXT NOT NULL UNIQUE,
  access_expires_at INTEGER NOT NULL,
  refresh_expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE auction_houses (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('car', 'bike', 'machinery', 'stock')),
  weekdays TEXT NOT NULL,
  start_time TEXT NOT NULL,
  is_uss INTEGER NOT NULL DEFAULT 0 CHECK (is_uss IN (0, 1))
);

CREATE TABLE auctions (
  id INTEGER PRIMARY KEY,
  house_id INTEGER NOT NULL REFERENCES auction_houses(id),
  date TEXT NOT NULL,
  UNIQUE (house_id, date)
);
CREATE INDEX auctions_date ON auctions(date);

CREATE TABLE makers (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('car', 'bike', 'machinery')),
  name TEXT NOT NULL,
  UNIQUE (kind, name)
);

CREATE TABLE models (
  id INTEGER PRIMARY KEY,
  maker_id INTEGER NOT NULL REFERENCES makers(id),
  name TEXT NOT NULL,
  body TEXT NOT NULL,
  UNIQUE (maker_id, name)
);

-- One row per lot of every page type. result_status and result_price hold what the auction will
-- decide; status and sold_price show it once the auction day has passed (see db/schedule.ts).
CREATE TABLE lots (
  id INTEGER PRIMARY KEY,
  page_type TEXT NOT NULL CHECK (page_type IN ('car-auction', 'stock', 'stats', 'bikes', 'bike-stats', 'machinery')),
  auction_id INTEGER NOT NULL REFERENCES auctions(id),
  lot_no INTEGER NOT NULL,
  auction_time TEXT NOT NULL,
  model_id INTEGER NOT NULL REFERENCES models(id),
  grade TEXT NOT NULL DEFAULT '',
  year INTEGER NOT NULL,
  chassis TEXT NOT NULL DEFAULT '',
  serial TEXT,
  engine_cc INTEGER NOT NULL DEFAULT 0,
  horse_power INTEGER,
  color TEXT NOT NULL DEFAULT '',
  gearbox TEXT,
  drive TEXT,
  equip TEXT NOT NULL DEFAULT '',
  mileage INTEGER,
  hours INTEGER,
  condition TEXT NOT NULL,
  start_price INTEGER,
  average_price INTEGER,
  sold_price INTEGER,
  fixed_price INTEGER,
  status INTEGER CHECK (status BETWEEN 4531 AND 4539),
  result_status INTEGER CHECK (result_status BETWEEN 4531 AND 4539),
  result_price INTEGER,
  rate_engine TEXT,
  rate_front TEXT,
  rate_ext TEXT,
  rate_rear TEXT,
  rate_el TEXT,
  rate_frame TEXT,
  inspection TEXT,
  machine_group TEXT,
  category TEXT,
  subcategory TEXT,
  gg TEXT,
  kpp TEXT,
  volume REAL,
  info TEXT,
  images TEXT NOT NULL DEFAULT '[]',
  auction_sheet TEXT,
  allow_download_photos INTEGER NOT NULL DEFAULT 1 CHECK (allow_download_photos IN (0, 1)),
  UNIQUE (auction_id, lot_no)
);
CREATE INDEX lots_page_auction ON lots(page_type, auction_id);
CREATE INDEX lots_page_status ON lots(page_type, status);
CREATE INDEX lots_model ON lots(model_id);

CREATE TABLE bids (
  id INTEGER PRIMARY KEY,
  lot_id INTEGER NOT NULL REFERENCES lots(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  manager_id INTEGER REFERENCES users(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  adjustment_price INTEGER NOT NULL DEFAULT 0,
  bid_group TEXT,
  export_type TEXT,
  auto_bid INTEGER NOT NULL DEFAULT 0 CHECK (auto_bid IN (0, 1)),
  status INTEGER NOT NULL CHECK (status BETWEEN 1 AND 7),
  sold_price INTEGER,
  comment TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (lot_id, user_id)
);
CREATE INDEX bids_user_status ON bids(user_id, status);
CREATE INDEX bids_status ON bids(status);

CREATE TABLE saved_searches (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('car-auction', 'stock', 'stats', 'bikes', 'bike-stats', 'machinery')),
  title TEXT NOT NULL,
  params TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX saved_searches_user_type ON saved_searches(user_id, type);
`;
