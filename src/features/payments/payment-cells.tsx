// The payments table's row family (schemas/meta/table-page.schema.ts PAYMENT_CELL_KINDS): the shared
// value and day cells, the translated type, the signed amount (green when received), and the
// description opening the purchase a car payment paid for.
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { PaymentRecord } from '../../../schemas/api/payments';
import type { PaymentCellKind } from '../../../schemas/meta/table-page.schema';
import { DayCell, fieldValue, readRow, recordValueCells, type RecordCellProps } from '../../engine/table/record-cells';
import { registryOf, type RowFamily } from '../../engine/table/record-columns';
import { NO_VALUE } from '../../engine/views/format';
import { Money } from '../../engine/views/values';
import { token } from '../../ui/theme';

type Props = RecordCellProps<PaymentRecord>;

const Amount = styled.span<{ $in: boolean }>`
  color: ${({ $in }) => ($in ? token('colorPaletteGreenForeground1') : token('colorNeutralForeground1'))};
`;

function PaymentTypeCell(props: Props) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: fieldValue(props, 0) === 'remittance' ? 'payments.type.remittance' : 'payments.type.purchase' })}</>;
}

/** Received money is positive and green, spent money negative. */
function PaymentAmountCell(props: Props) {
  const amount = Number(fieldValue(props, 0));
  return (
    <Amount $in={amount > 0}>
      {amount > 0 ? '+' : '−'}
      <Money value={Math.abs(amount)} />
    </Amount>
  );
}

/** Fields: the description, then the purchase it paid for (its screen is /payments/:purchaseId). */
function PaymentLinkCell(props: Props) {
  const text = String(fieldValue(props, 0) ?? '') || NO_VALUE;
  const purchaseId = fieldValue(props, 1);
  return typeof purchaseId === 'string' && purchaseId !== '' ? <Link href={`/payments/${purchaseId}`}>{text}</Link> : <>{text}</>;
}

const components: Record<PaymentCellKind, ComponentType<Props>> = {
  ...recordValueCells<Props>(readRow),
  day: DayCell,
  paymentType: PaymentTypeCell,
  paymentAmount: PaymentAmountCell,
  paymentLink: PaymentLinkCell,
};

export const paymentRowFamily: RowFamily<PaymentRecord, Props> = {
  registry: registryOf('payment table cell', components),
  props: (row, fields) => ({ row, fields }),
};
