// The bids on a phone: a card each with the lot (number, auction time and house, photo archive) beside
// the vehicle, the short facts two to a line, then the status (a manager's buttons), the bidder and the
// chat one to a line. The columns are the schema's, so each table keeps its own set and order.
import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import type { BidRow } from '../../../schemas/api/bids';
import { cardColumns } from '../../engine/table/card-columns';
import { RecordCellStack } from '../../engine/table/record-columns';
import { CardFacts, ColumnValues, WindowedCards, type RecordCardsProps } from '../../engine/table/RecordCards';
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

/** A bid card is about this tall on a phone before it is measured. */
const BID_CARD_ESTIMATE_PX = 640;

export function BidCards({ columns, rows, rowId, label }: RecordCardsProps<BidRow>) {
  const layout = useMemo(() => {
    const { facts } = cardColumns(columns);
    const [lot, vehicle] = facts(TOP);
    const short = columns.filter((column) => !TOP.includes(column.def.id) && !WIDE.includes(column.def.id));
    return { lot, vehicle, short, wide: facts(WIDE) };
  }, [columns]);
  const renderCard = useCallback(
    (row: BidRow) => {
      const { lot, vehicle, short, wide } = layout;
      return (
        <>
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
        </>
      );
    },
    [layout],
  );
  return <WindowedCards rows={rows} rowId={rowId} label={label} estimate={BID_CARD_ESTIMATE_PX} renderCard={renderCard} />;
}
