// The payments on a phone: one card each with the day and the signed amount on top, the description
// (opening the purchase it paid for) below, then the type, the balance after it and, where a car payment
// has them, ETD and ETA (left out when empty: most records have none).
import styled from 'styled-components';
import type { PaymentRecord } from '../../../schemas/api/payments';
import { cardColumns, columnHasValue } from '../../engine/table/card-columns';
import { CardFacts, CardItem, CardList, ColumnValues, type RecordCardsProps } from '../../engine/table/RecordCards';
import { token } from '../../ui/theme';

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${token('spacingHorizontalM')};
  font-size: ${token('fontSizeBase200')};
  color: ${token('colorNeutralForeground3')};
  & strong {
    font-size: ${token('fontSizeBase400')};
    white-space: nowrap;
  }
`;

const Description = styled.p`
  margin: ${token('spacingVerticalXS')} 0 ${token('spacingVerticalS')};
  overflow-wrap: anywhere;
`;

const CARD_FACTS = ['type', 'balance', 'etd', 'eta'];

export function PaymentCards({ columns, rows, rowId, label }: RecordCardsProps<PaymentRecord>) {
  const { cells, facts: factsOf } = cardColumns(columns);
  const facts = factsOf(CARD_FACTS);
  return (
    <CardList aria-label={label}>
      {rows.map((row) => (
        <CardItem key={rowId(row)}>
          <Head>
            <span>{cells('date', row)}</span>
            <strong>{cells('amount', row)}</strong>
          </Head>
          <Description>{cells('description', row)}</Description>
          <CardFacts>
            <ColumnValues columns={facts.filter((column) => columnHasValue(column, row))} row={row} />
          </CardFacts>
        </CardItem>
      ))}
    </CardList>
  );
}
