// A column of a list as its CSV value (issue #20): what each cell kind of the schemas shows, as text
// in the reader's language or, for amounts, counts and years, as a number a spreadsheet can add up.
// Auction times stay Japan time (YYYY-MM-DD HH:mm), days YYYY-MM-DD; yen and km are bare numbers;
// a value the row does not have is an empty field (the pages' dash). Pictures and controls (photo,
// favorites, edit and download buttons), the 'offered before' badge and the live deadline countdowns
// (relative to the moment, the auction time is its own value) have no value; a column of several values
// joins them with ' / '.
import type { PortalRole } from '../../../schemas/api/roles';
import type { CellKind } from '../../../schemas/meta/page-type.schema';
import type { BidCellKind, PaymentCellKind, PurchaseCellKind } from '../../../schemas/meta/table-page.schema';
import { auctionTime, japanTimeText } from '../../../shared/japan-time';
import { bidStatusMessageId, purchaseStatusMessageId } from '../../../shared/list/status-messages';
import { AUCTION_STATUS } from '../reference/auction-statuses';
import type { CsvValue } from './csv';
import type { Texts } from './texts';

export interface CellContext {
  readonly texts: Texts;
  /** who reads: bid statuses and bidders are named per role */
  readonly role: PortalRole;
}

type Row = Readonly<Record<string, unknown>>;
/** undefined: the kind shows no value (a picture, a control) */
type CellValue = CsvValue | undefined;
type Formatter = (values: readonly unknown[], row: Row, context: CellContext) => CellValue;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : isNumber(value) ? String(value) : '');
const textOrNull = (value: unknown): string | null => text(value) || null;
const numberOrNull = (value: unknown): number | null => (isNumber(value) ? value : null);

const STATUS_NAMES = new Map<number, string>(Object.entries(AUCTION_STATUS).map(([name, code]) => [code, name]));
const NOT_EQUIPPED = /^not equipped$/i;

const first: Formatter = ([value]) => textOrNull(value);
const amount: Formatter = ([value]) => numberOrNull(value);
const nothing: Formatter = () => undefined;

const bidStatus: Formatter = ([value], _row, { texts, role }) => {
  const id = bidStatusMessageId(isNumber(value) ? value : null, role);
  return id ? texts(id) : null;
};

const FORMATTERS: Readonly<Record<CellKind | BidCellKind | PurchaseCellKind | PaymentCellKind, Formatter>> = {
  text: (values) => values.map(text).filter(Boolean).join(' ') || null,
  number: ([value]) => (isNumber(value) ? value : textOrNull(value)),
  dateTime: ([value]) => {
    const time = typeof value === 'string' ? auctionTime(value) : null;
    return time ? japanTimeText(time) : textOrNull(value);
  },
  money: amount,
  mileage: amount,
  myBid: amount,
  condition: first,
  auctionStatus: ([value], _row, { texts }) => {
    const name = isNumber(value) ? STATUS_NAMES.get(value) : undefined;
    return name ? texts(`auctionStatus.${name}`) : null;
  },
  equipment: ([value]) => {
    const equipment = text(value);
    return equipment && !NOT_EQUIPPED.test(equipment) ? equipment : null;
  },
  photo: nothing,
  wishlist: nothing,
  lotLink: first,
  bidAmount: amount,
  bidStatus,
  statusControl: bidStatus,
  bidGroup: first,
  // clients read 'Company manager' where others see the bidder; nobody sees their own card
  bidder: ([value], _row, { texts, role }) =>
    role === 'client' ? texts('bidRow.bidder.companyManager') : textOrNull((value as { name?: unknown } | null)?.name),
  chat: first,
  soldPrice: amount,
  // the switch is the managers' on live bids
  autoBid: ([value], row, { texts, role }) =>
    role === 'manager' && row.archived !== true ? texts(value === true ? 'export.autoBid.on' : 'export.autoBid.off') : undefined,
  bidEdit: nothing,
  photoDownload: nothing,
  deadlines: nothing,
  offeredBefore: nothing,
  day: ([value]) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : textOrNull(value)),
  recordPhoto: nothing,
  purchaseLink: first,
  purchaseStatus: ([value], _row, { texts }) => texts(purchaseStatusMessageId(isNumber(value) ? value : null)),
  paymentType: ([value], _row, { texts }) => texts(value === 'remittance' ? 'payments.type.remittance' : 'payments.type.purchase'),
  paymentAmount: amount,
  paymentLink: first,
};

export interface ExportCell {
  readonly kind: string;
  readonly fields: readonly string[];
}

const formatterOf = (kind: string): Formatter => {
  const formatter = (FORMATTERS as Readonly<Record<string, Formatter>>)[kind];
  if (!formatter) throw new Error(`No CSV value for the cell kind '${kind}'`);
  return formatter;
};

/** The value of a column of cells for one row; several values are joined as text. */
export function columnValue(cells: readonly ExportCell[], row: Row, context: CellContext): CsvValue {
  const values = cells.flatMap((cell) => {
    const value = formatterOf(cell.kind)(
      cell.fields.map((field) => row[field]),
      row,
      context,
    );
    return value === undefined ? [] : [value];
  });
  if (values.length <= 1) return values[0] ?? null;
  return values.filter((value) => value !== null && value !== '').join(' / ') || null;
}
