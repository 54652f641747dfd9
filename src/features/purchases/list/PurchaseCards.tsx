// The purchases on a phone: one card each with the photo, the status, the sku opening the purchase with
// the car's name, and the dates that matter; the cells are the schema columns' of those ids.
import styled from 'styled-components';
import type { PurchaseRow } from '../../../../schemas/api/purchases';
import { cardColumns } from '../../../engine/table/card-columns';
import { CardItem, CardList, ColumnValues, type RecordCardsProps } from '../../../engine/table/RecordCards';
import { token } from '../../../ui/theme';

const Card = styled(CardItem)`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${token('spacingHorizontalM')};
  font-family: ${token('fontFamilyBase')};
  img {
    border-radius: ${token('borderRadiusMedium')};
    object-fit: cover;
  }
  a {
    color: ${token('colorBrandForegroundLink')};
    font-weight: ${token('fontWeightSemibold')};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0 ${token('spacingHorizontalS')};
    margin: ${token('spacingVerticalXS')} 0 0;
  }
  dt {
    color: ${token('colorNeutralForeground3')};
  }
  dd {
    margin: 0;
  }
`;

const Title = styled.p`
  margin: ${token('spacingVerticalXS')} 0 0;
`;

const CARD_FACTS = ['purchaseDate', 'eta', 'totalPrice'];

const purchaseTitle = (row: PurchaseRow) => `${row.maker} ${row.model} ${row.year}`;

export function PurchaseCards({ columns, rows, rowId, label }: RecordCardsProps<PurchaseRow>) {
  // the photo, status and link stand alone, not stacked in a column
  const { cells: cell, facts: factsOf } = cardColumns(columns);
  const facts = factsOf(CARD_FACTS);
  return (
    <CardList aria-label={label}>
      {rows.map((row) => (
        <Card key={rowId(row)}>
          {cell('images', row) ?? <span />}
          <div>
            {cell('status', row)}
            <Title>
              {cell('sku', row)} {purchaseTitle(row)}
            </Title>
            <dl>
              <ColumnValues columns={facts} row={row} />
            </dl>
          </div>
        </Card>
      ))}
    </CardList>
  );
}
