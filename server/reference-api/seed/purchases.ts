// Purchases on real sold lots of past auctions and a payment history for them: each demo client and
// the dealer get a purchase in every status (null Processing, 1–8), dealer clients and some generated
// clients a few. Payments: an opening remittance of the user's balance, then for each charged purchase
// a remittance of its total a few days before the charge, so the running balance never dips below
// zero and every user's payments add up to their balance.
import type { Db } from '../db/open';
import { addDays } from '../../../shared/japan-time';
import { AUCTION_STATUS } from '../reference/auction-statuses';
import type { Random } from './random';
import type { SeededUsers } from './users';

/** Oldest purchase first: the further a car got, the longer ago it was bought. */
const EVERY_STATUS: ReadonlyArray<number | null> = [5, 4, 8, 6, 3, 2, 7, 1, null];
const FEW_STATUSES: ReadonlyArray<number | null> = [5, 3, 1, null];
const GENERATED_BUYERS = 20;
/** Statuses whose purchase was never charged. */
const NOT_CHARGED = new Set<number | null>([7]);
/** From this status on, the car has a vessel; up to status 5. */
const SHIPPED_FROM = 3;

const EXPORT_PORTS = ['Yokohama', 'Nagoya', 'Osaka', 'Kobe', 'Toyama', 'Fushiki'];
const STOCK_YARDS = ['Daikoku yard', 'Honmoku yard', 'Tobishima yard', 'Nanko yard'];
const SHIPPING_LINES = ['FESCO', 'Sun Rise Shipping', 'MOL ACE', 'NYK Line'];
const EXPORT_TYPES = ['Whole car', 'Cut body', 'Parts'];
const DESTINATIONS = [
  { destination: 'Russia', port: 'Vladivostok' },
  { destination: 'Kyrgyzstan', port: 'Vostochny' },
  { destination: 'New Zealand', port: 'Auckland' },
  { destination: 'Georgia', port: 'Poti' },
];
const PARTY_DOCUMENTS = ['Invoice', 'Export certificate', 'Bill of lading'];
const MANAGER_NOTES = [
  'Export certificate received; original documents go out with the next courier.',
  'Please confirm the consignee address before the vessel is booked.',
  'Spare key found in the car, shipped with it.',
];

interface SoldLot {
  id: number;
  date: string;
  price: number;
  title: string;
}

interface Buyer {
  id: number;
  fullName: string;
  address: string | null;
  country: string;
  mobile: string | null;
}

interface NewPayment {
  date: string;
  type: 'remittance' | 'purchase';
  amount: number;
  description: string;
  purchaseId: number | null;
}

export function seedPurchases(db: Db, rng: Random, now: Date, users: SeededUsers): number {
  const lots = db
    .prepare(
      `SELECT l.id, l.auction_date AS date, COALESCE(l.sold_price, l.start_price, 500000) AS price,
        mk.name || ' ' || m.name || ' ' || l.year AS title
      FROM lots l JOIN models m ON m.id = l.model_id JOIN makers mk ON mk.id = m.maker_id
      WHERE l.page_type = 'stats' AND l.status IN (?, ?) ORDER BY l.id`,
    )
    .all(AUCTION_STATUS.sold, AUCTION_STATUS.soldByNegotiation) as SoldLot[];
  const buyerOf = db.prepare(`SELECT u.id, u.full_name AS fullName, u.address || ', ' || u.city AS address, c.name AS country, u.mobile
    FROM users u JOIN countries c ON c.id = u.country_id WHERE u.id = ?`);
  const balanceOf = db.prepare('SELECT balance FROM users WHERE id = ?').pluck();
  const insertPurchase = db.prepare(`INSERT INTO purchases (user_id, lot_id, sku, status, purchase_date, car_price, auction_fee,
      recycle_fee, domestic_transport, freight, insurance, yard_arrival_eta, stock_yard, export_port, export_type, shipping_line,
      voyage, destination, discharge_port, etd, eta, consignee, notify_party, manager_note, created_at)
    VALUES (@userId, @lotId, @sku, @status, @purchaseDate, @carPrice, @auctionFee, @recycleFee, @domesticTransport, @freight,
      @insurance, @yardArrivalEta, @stockYard, @exportPort, @exportType, @shippingLine, @voyage, @destination, @dischargePort,
      @etd, @eta, @consignee, @notifyParty, @managerNote, @createdAt) RETURNING id, total_price AS total`);
  const setSku = db.prepare('UPDATE purchases SET sku = ? WHERE id = ?');
  const insertPayment = db.prepare(
    'INSERT INTO payments (user_id, date, type, amount, description, purchase_id) VALUES (@userId, @date, @type, @amount, @description, @purchaseId)',
  );
  const taken = new Set<number>();
  let count = 0;

  const freeLot = (): SoldLot | undefined => {
    for (let attempt = 0; attempt < 50 && taken.size < lots.length; attempt += 1) {
      const lot = rng.pick(lots);
      if (!taken.has(lot.id)) {
        taken.add(lot.id);
        return lot;
      }
    }
    return undefined;
  };

  const buyers = new Set<number>();
  const buy = (userId: number, statuses: ReadonlyArray<number | null>): void => {
    // a second history would count the opening deposit twice
    if (buyers.has(userId)) return;
    buyers.add(userId);
    const buyer = buyerOf.get(userId) as Buyer | undefined;
    if (!buyer) return;
    const picked = statuses.map(() => freeLot()).filter((lot): lot is SoldLot => lot !== undefined);
    picked.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    const payments: NewPayment[] = [];
    picked.forEach((lot, index) => {
      const status = statuses[index] ?? null;
      const place = rng.pick(DESTINATIONS);
      const shipped = status !== null && status >= SHIPPED_FROM && status <= 5;
      const atYard = status !== null && status !== 7 && status !== 8;
      const etd = shipped ? addDays(lot.date, rng.int(18, 25)) : null;
      const consignee = {
        fullName: buyer.fullName,
        address: buyer.address,
        country: buyer.country,
        port: place.port,
        telephone: buyer.mobile,
        paymentMethod: 'Bank transfer (T/T)',
        documents: PARTY_DOCUMENTS,
      };
      const notifyParty = rng.chance(0.3)
        ? { ...consignee, fullName: `${place.port} Customs Broker`, address: `${place.port} port, broker office`, paymentMethod: null }
        : null;
      const row = insertPurchase.get({
        userId,
        lotId: lot.id,
        sku: `pending-${lot.id}`,
        status,
        purchaseDate: lot.date,
        carPrice: lot.price,
        auctionFee: rng.int(20, 30) * 1000,
        recycleFee: rng.int(10, 20) * 1000,
        domesticTransport: atYard ? rng.int(15, 40) * 1000 : 0,
        freight: shipped ? rng.int(80, 150) * 1000 : 0,
        insurance: shipped ? Math.round(lot.price / 100) : 0,
        yardArrivalEta: atYard ? addDays(lot.date, rng.int(3, 7)) : null,
        stockYard: atYard ? rng.pick(STOCK_YARDS) : null,
        exportPort: atYard ? rng.pick(EXPORT_PORTS) : null,
        exportType: atYard && status !== 1 ? rng.pick(EXPORT_TYPES) : null,
        shippingLine: shipped ? rng.pick(SHIPPING_LINES) : null,
        voyage: shipped ? `V${rng.int(100, 999)}${rng.pick(['E', 'N', 'W'])}` : null,
        destination: status === null || atYard ? place.destination : null,
        dischargePort: shipped ? place.port : null,
        etd,
        eta: etd ? addDays(etd, rng.int(4, 16)) : null,
        consignee: JSON.stringify(consignee),
        notifyParty: notifyParty && JSON.stringify(notifyParty),
        managerNote: rng.chance(0.4) ? rng.pick(MANAGER_NOTES) : null,
        createdAt: now.toISOString(),
      }) as { id: number; total: number };
      const sku = `SR${String(row.id).padStart(6, '0')}`;
      setSku.run(sku, row.id);
      count += 1;
      if (NOT_CHARGED.has(status)) return;
      payments.push(
        {
          date: addDays(lot.date, -rng.int(1, 5)),
          type: 'remittance',
          amount: row.total,
          description: `Bank transfer for ${sku}`,
          purchaseId: null,
        },
        { date: lot.date, type: 'purchase', amount: -row.total, description: `Car purchase: ${lot.title}, ${sku}`, purchaseId: row.id },
      );
    });
    const balance = Number(balanceOf.get(userId) ?? 0);
    const firstDate = payments.reduce(
      (first, payment) => (payment.date < first ? payment.date : first),
      picked[0]?.date ?? addDays(now.toISOString().slice(0, 10), -30),
    );
    if (balance !== 0) {
      payments.push({
        date: addDays(firstDate, -30),
        type: 'remittance',
        amount: balance,
        description: 'Deposit to balance',
        purchaseId: null,
      });
    }
    payments.sort((a, b) => a.date.localeCompare(b.date) || b.amount - a.amount);
    for (const payment of payments) insertPayment.run({ userId, ...payment });
  };

  buy(users.client, EVERY_STATUS);
  buy(users.dealer, EVERY_STATUS);
  for (const client of users.dealerClients) buy(client.id, FEW_STATUSES);
  for (const bidder of users.bidders.slice(0, GENERATED_BUYERS)) buy(bidder.id, FEW_STATUSES.slice(0, rng.int(1, FEW_STATUSES.length)));
  return count;
}
