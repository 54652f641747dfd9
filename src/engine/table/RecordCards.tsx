// Phones (< 768 px): each row of a table page as a card of labelled values, in the schema's column order.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import { RecordCellStack, type CompiledRecordColumn } from './record-columns';

/** The list of a page's phone cards; CardItem is one card (own card layouts build on both). */
export const CardList = styled.ul`
  display: grid;
  gap: ${token('spacingVerticalM')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardItem = styled.li`
  padding: ${token('spacingVerticalM')} ${token('spacingHorizontalM')};
  border-radius: ${token('borderRadiusLarge')};
  background: ${token('colorNeutralBackground1')};
  box-shadow: ${token('shadow2')};
`;

/** A card's labelled values. */
export const CardFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(90px, auto) 1fr;
  gap: ${token('spacingVerticalXS')} ${token('spacingHorizontalM')};
  margin: 0;
  font-size: ${token('fontSizeBase200')};
  & dt {
    color: ${token('colorNeutralForeground3')};
  }
  & dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** dt and dd of one value, grouped as HTML allows, laid out by the list's grid. */
const Pair = styled.div`
  display: contents;
`;

/** The labelled values of the given columns for one row: dt and dd pairs for a grid-laid dl. */
export function ColumnValues<R>({ columns, row }: { columns: readonly CompiledRecordColumn<R>[]; row: R }) {
  const intl = useIntl();
  return columns.map((column) => (
    <Pair key={column.def.id}>
      <dt>{intl.formatMessage({ id: column.def.label as MessageId })}</dt>
      <dd>
        <RecordCellStack cells={column.cells} row={row} />
      </dd>
    </Pair>
  ));
}

export interface RecordCardsProps<R> {
  columns: readonly CompiledRecordColumn<R>[];
  rows: readonly R[];
  rowId(row: R): string;
  /** the accessible name of the list */
  label: string;
}

export function RecordCards<R>({ columns, rows, rowId, label }: RecordCardsProps<R>) {
  return (
    <CardList aria-label={label}>
      {rows.map((row) => (
        <CardItem key={rowId(row)}>
          <CardFacts>
            <ColumnValues columns={columns} row={row} />
          </CardFacts>
        </CardItem>
      ))}
    </CardList>
  );
}
