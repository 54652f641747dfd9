// The purchases on a phone: one card each with the photo, the status, the sku opening the purchase with
// the car's name, and the dates that matter; the cells are the schema columns' of those ids.
import { Fragment } from 'react';
import styled from 'styled-components';
import type { PurchaseRow } from '../../../../schemas/api/purchases';
import type { CompiledRecordColumn } from '../../../engine/table/record-columns';
import { ColumnValues, type RecordCardsProps } from '../../../engine/table/RecordCards';
import { token } from '../../../ui/theme';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('spacingVerticalM')};
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${token('spacingHorizontalM')};
  padding: ${token('spacingVerticalM')};
  border-radius: ${token('borderRadiusLarge')};
  background: ${token('colorNeutralBackground1')};
  box-shadow: ${token('shadow2')};
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
  const byId = new Map(columns.map((column) => [column.def.id, column]));
  // the photo, status and link stand alone, not stacked in a column
  const cell = (id: string, row: PurchaseRow) => byId.get(id)?.cells.map((c, index) => <Fragment key={index}>{c.render(row)}</Fragment>);
  const facts = CARD_FACTS.flatMap((id) => byId.get(id) ?? []) as CompiledRecordColumn<PurchaseRow>[];
  return (
    <List aria-label={label}>
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
    </List>
  );
}
