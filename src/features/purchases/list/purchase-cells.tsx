// The purchases table's row family (schemas/meta/table-page.schema.ts PURCHASE_CELL_KINDS): the shared
// value and day cells, the first photo, the sku opening the purchase, the translated status badge.
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PurchaseRow } from '../../../../schemas/api/purchases';
import type { PurchaseCellKind } from '../../../../schemas/meta/table-page.schema';
import { DayCell, fieldValue, readRow, recordValueCells, type RecordCellProps } from '../../../engine/table/record-cells';
import { registryOf, type RowFamily } from '../../../engine/table/record-columns';
import { NO_VALUE } from '../../../engine/views/format';
import { PurchaseStatusBadge } from '../../../ui/PurchaseStatusBadge';

type Props = RecordCellProps<PurchaseRow>;

/** The first photo of an images field. */
function RecordPhotoCell(props: Props) {
  const images = fieldValue(props, 0);
  const first = Array.isArray(images) ? (images[0] as string | undefined) : undefined;
  return first ? <img src={first} alt="" width={96} height={72} loading="lazy" /> : <>{NO_VALUE}</>;
}

/** Fields: the text (sku), the purchase id, then what names the car (maker, model, year) for the link's name. */
function PurchaseLinkCell(props: Props) {
  const intl = useIntl();
  const [text, id, ...title] = props.fields.map((_, index) => String(fieldValue(props, index) ?? ''));
  return (
    <Link
      href={`/purchases/${id ?? ''}`}
      aria-label={intl.formatMessage({ id: 'purchases.list.open' }, { sku: text, title: title.join(' ') })}
    >
      {text}
    </Link>
  );
}

function PurchaseStatusCell(props: Props) {
  const value = fieldValue(props, 0);
  return <PurchaseStatusBadge status={typeof value === 'number' ? value : null} />;
}

const components: Record<PurchaseCellKind, ComponentType<Props>> = {
  ...recordValueCells<Props>(readRow),
  day: DayCell,
  recordPhoto: RecordPhotoCell,
  purchaseLink: PurchaseLinkCell,
  purchaseStatus: PurchaseStatusCell,
};

export const purchaseRowFamily: RowFamily<PurchaseRow, Props> = {
  registry: registryOf('purchase table cell', components),
  props: (row, fields) => ({ row, fields }),
};
