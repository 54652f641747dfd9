// Purchases (seed 001 §2, §4), their documents (files under the API's data dir) and the payment
// history. A payment's amount is signed (received > 0, spent < 0); a user's balance is their sum.
export const purchasesSchema = `
CREATE TABLE purchases (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  lot_id INTEGER NOT NULL REFERENCES lots(id),
  sku TEXT NOT NULL UNIQUE,
  status INTEGER CHECK (status BETWEEN 1 AND 8),
  purchase_date TEXT NOT NULL,
  car_price INTEGER NOT NULL,
  auction_fee INTEGER NOT NULL DEFAULT 0,
  recycle_fee INTEGER NOT NULL DEFAULT 0,
  domestic_transport INTEGER NOT NULL DEFAULT 0,
  freight INTEGER NOT NULL DEFAULT 0,
  insurance INTEGER NOT NULL DEFAULT 0,
  total_price INTEGER GENERATED ALWAYS AS (car_price + auction_fee + recycle_fee + domestic_transport + freight + insurance) STORED,
  yard_arrival_eta TEXT,
  stock_yard TEXT,
  export_port TEXT,
  export_type TEXT,
  shipping_line TEXT,
  voyage TEXT,
  destination TEXT,
  discharge_port TEXT,
  etd TEXT,
  eta TEXT,
  consignee TEXT NOT NULL DEFAULT '{}',
  notify_party TEXT,
  manager_note TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX purchases_user_date ON purchases(user_id, purchase_date);

CREATE TABLE purchase_documents (
  id INTEGER PRIMARY KEY,
  purchase_id INTEGER NOT NULL REFERENCES purchases(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  uploaded_by INTEGER NOT NULL REFERENCES users(id),
  uploaded_at TEXT NOT NULL
);
CREATE INDEX purchase_documents_purchase ON purchase_documents(purchase_id);

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  date TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('remittance', 'purchase')),
  amount INTEGER NOT NULL,
  description TEXT NOT NULL,
  purchase_id INTEGER REFERENCES purchases(id)
);
CREATE INDEX payments_user_date ON payments(user_id, date, id);
`;
