// The columns of the purchases table (seed 001 §2 "Purchases page"), in display order, with the sort
// field of those the API sorts by.
import type { PurchaseListQuery, PurchaseRow } from '../../../../schemas/api/purchases';
import type { MessageId } from '../../../i18n/messages';

export type PurchaseSortField = NonNullable<PurchaseListQuery['sort']>;

export type PurchaseCellKind = 'image' | 'link' | 'text' | 'day' | 'money' | 'status';

export interface PurchaseColumn {
  id: keyof PurchaseRow;
  label: MessageId;
  cell: PurchaseCellKind;
  sort?: PurchaseSortField;
}

export const PURCHASE_COLUMNS: readonly PurchaseColumn[] = [
  { id: 'images', label: 'purchases.column.image', cell: 'image' },
  { id: 'sku', label: 'purchases.field.sku', cell: 'link' },
  { id: 'maker', label: 'purchases.column.maker', cell: 'text' },
  { id: 'model', label: 'purchases.field.model', cell: 'text' },
  { id: 'year', label: 'purchases.field.yearMonth', cell: 'text', sort: 'year' },
  { id: 'chassis', label: 'purchases.field.chassis', cell: 'text' },
  { id: 'auction', label: 'purchases.field.auction', cell: 'text' },
  { id: 'lotNo', label: 'purchases.field.lotNo', cell: 'text' },
  { id: 'purchaseDate', label: 'purchases.field.purchaseDate', cell: 'day', sort: 'purchaseDate' },
  { id: 'status', label: 'purchases.field.status', cell: 'status', sort: 'status' },
  { id: 'exportPort', label: 'purchases.field.exportPort', cell: 'text' },
  { id: 'voyage', label: 'purchases.field.voyage', cell: 'text' },
  { id: 'etd', label: 'purchases.field.etd', cell: 'day', sort: 'etd' },
  { id: 'eta', label: 'purchases.field.eta', cell: 'day', sort: 'eta' },
  { id: 'totalPrice', label: 'purchases.column.totalPrice', cell: 'money', sort: 'totalPrice' },
  { id: 'id', label: 'purchases.column.id', cell: 'text' },
];
