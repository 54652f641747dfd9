// The bids on a phone: a card each with the lot (number, auction time and house, photo archive) beside
// the vehicle, the short facts two to a line, then the status (a manager's buttons), the bidder and the
// chat one to a line. The columns are the schema's, so each table keeps its own set and order.
import styled from 'styled-components';
import type { BidRow } from '../../../schemas/api/bids';
import { cardColumns } from '../../engine/table/card-columns';
import { RecordCellStack } from '../../engine/table/record-columns';
import { CardFacts, CardItem, CardList, ColumnValues, type RecordCardsProps } from '../../engine/table/RecordCards';
import { token } from '../../ui/theme';

const Top = styled.div`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${token('spacingHorizontalM')};
  margin-bottom: ${token('spacingVerticalS')};
  font-size: ${token('fontSizeBase200')};
`;

const Vehicle = styled.div`
  font-size: ${token('fontSizeBase300')};
  font-weight: ${token('fontWeightSemibold')};
`;

/** Short facts, two to a line, each label above its value (side by side, Russian labels left no room). */
const ShortFacts = styled(CardFacts)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin-bottom: ${token('spacingVerticalS')};
  & > div {
    display: flex;
    flex-direction: column;
  }
`;

const TOP = ['lot', 'vehicle'];
const WIDE = ['bidStatus', 'bidder', 'chat'];

export function BidCards({ columns, rows, rowId, label }: RecordCardsProps<BidRow>) {
  const { facts } = cardColumns(columns);
  const [lot, vehicle] = facts(TOP);
  const wide = facts(WIDE);
  const short = columns.filter((column) => !TOP.includes(column.def.id) && !WIDE.includes(column.def.id));
  return (
    <CardList aria-label={label}>
      {rows.map((row) => (
        <CardItem key={rowId(row)}>
          <Top>
            {lot && <RecordCellStack cells={lot.cells} row={row} />}
            <Vehicle>{vehicle && <RecordCellStack cells={vehicle.cells} row={row} />}</Vehicle>
          </Top>
          <ShortFacts>
            <ColumnValues columns={short} row={row} />
          </ShortFacts>
          <CardFacts>
            <ColumnValues columns={wide} row={row} />
          </CardFacts>
        </CardItem>
      ))}
    </CardList>
  );
}
