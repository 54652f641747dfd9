// Row families of the table pages, by list call: the fields a table page's columns may read (the row
// schema) and the cell kinds that family's cell registry has a component for.
import { bidRowSchema } from '../api/bids';
import { paymentRecordSchema } from '../api/payments';
import { purchaseRowSchema } from '../api/purchases';
import { BID_CELL_KINDS, PAYMENT_CELL_KINDS, PURCHASE_CELL_KINDS } from './table-page.schema';

export interface TableRowFamily {
  row: { properties: object };
  cells: readonly string[];
}

const bids: TableRowFamily = { row: bidRowSchema, cells: BID_CELL_KINDS };

export const TABLE_ROW_FAMILIES: Readonly<Record<string, TableRowFamily>> = {
  '/bid/index': bids,
  '/bid/my-bid': bids,
  '/bid/dealer': bids,
  '/bid/bid-history': bids,
  '/purchased-cars/list': { row: purchaseRowSchema, cells: PURCHASE_CELL_KINDS },
  '/payments/list': { row: paymentRecordSchema, cells: PAYMENT_CELL_KINDS },
};
