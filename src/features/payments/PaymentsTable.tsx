// The payment records: date, type, what it was for (a car payment links to its purchase), the signed
// amount, the balance after it, and the ETD and ETA of the car it paid for.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { PaymentRecord } from '../../../schemas/api/payments';
import { formatDay } from '../../engine/views/day';
import { Money } from '../../engine/views/values';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';

const Scroller = styled.div`
  overflow-x: auto;
  border-radius: ${token('borderRadiusLarge')};
  background: ${token('colorNeutralBackground1')};
  box-shadow: ${token('shadow2')};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  th,
  td {
    padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
    text-align: left;
    border-bottom: 1px solid ${token('colorNeutralStroke2')};
  }
  th {
    color: ${token('colorNeutralForeground3')};
    font-weight: ${token('fontWeightSemibold')};
    white-space: nowrap;
  }
  .number {
    text-align: right;
    white-space: nowrap;
  }
  a {
    color: ${token('colorBrandForegroundLink')};
  }
`;

const Amount = styled.span<{ $in: boolean }>`
  color: ${({ $in }) => ($in ? token('colorPaletteGreenForeground1') : token('colorNeutralForeground1'))};
`;

export function PaymentsTable({ records, busy }: { records: readonly PaymentRecord[]; busy: boolean }) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Scroller>
      <Table aria-label={label('payments.table')} aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{label('payments.column.date')}</th>
            <th scope="col">{label('payments.column.type')}</th>
            <th scope="col">{label('payments.column.description')}</th>
            <th scope="col" className="number">
              {label('payments.column.amount')}
            </th>
            <th scope="col" className="number">
              {label('payments.column.balance')}
            </th>
            <th scope="col">{label('payments.column.etd')}</th>
            <th scope="col">{label('payments.column.eta')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td>{formatDay(intl, record.date)}</td>
              <td>{label(record.type === 'remittance' ? 'payments.type.remittance' : 'payments.type.purchase')}</td>
              <td>{record.purchaseId ? <Link href={`/payments/${record.purchaseId}`}>{record.description}</Link> : record.description}</td>
              <td className="number">
                <Amount $in={record.amount > 0}>
                  {record.amount > 0 ? '+' : '−'}
                  <Money value={Math.abs(record.amount)} />
                </Amount>
              </td>
              <td className="number">
                <Money value={record.balance} />
              </td>
              <td>{formatDay(intl, record.etd)}</td>
              <td>{formatDay(intl, record.eta)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
