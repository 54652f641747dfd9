// Phones (< 768 px): each row of a table page as a card of labelled values, in the schema's column order.
// Only the cards near the viewport are in the DOM (a page of bids is dozens of cards of controls), and
// a card renders again only when its row changes.
import { memo, useCallback, useRef, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import { useWindowRows } from '../views/use-window-rows';
import { RecordCellStack, type CompiledRecordColumn } from './record-columns';

/** Fluent's spacingVerticalM, in px: the windowed list counts it between its cards. */
const CARD_GAP_PX = 12;

/** The list of a page's phone cards; CardItem is one card (own card layouts build on both). */
export const CardList = styled.ul`
  display: grid;
  gap: ${CARD_GAP_PX}px;
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
  /** stable: the cards keep their place and measure while it is the same */
  rowId(row: R): string;
  /** the accessible name of the list */
  label: string;
}

interface CardSlotProps<R> {
  row: R;
  index: number;
  setSize: number;
  measure: (element: Element | null) => void;
  renderCard(row: R): ReactNode;
}

const CardSlot = memo(function CardSlot<R>({ row, index, setSize, measure, renderCard }: CardSlotProps<R>) {
  return (
    <CardItem ref={measure} data-index={index} aria-posinset={index + 1} aria-setsize={setSize}>
      {renderCard(row)}
    </CardItem>
  );
}) as <R>(props: CardSlotProps<R>) => ReactElement;

interface WindowedCardsProps<R> extends Omit<RecordCardsProps<R>, 'columns'> {
  /** px a card is expected to take before it is measured */
  estimate: number;
  /** a card's content; stable, so cards whose rows are the same do not render again */
  renderCard(row: R): ReactNode;
}

/** The cards near the viewport, spaces standing in for the others; each says its place in the list. */
export function WindowedCards<R>({ rows, rowId, label, estimate, renderCard }: WindowedCardsProps<R>) {
  const ref = useRef<HTMLUListElement>(null);
  // a card is most of a phone's screen: one beyond each end is enough to scroll into
  const { items, before, after, measure } = useWindowRows(ref, rows, estimate, rowId, { gap: CARD_GAP_PX, overscan: 1 });
  return (
    <CardList ref={ref} aria-label={label} style={{ paddingTop: before, paddingBottom: after }}>
      {items.map((item) => (
        <CardSlot
          key={item.key}
          row={rows[item.index]!}
          index={item.index}
          setSize={rows.length}
          measure={measure}
          renderCard={renderCard}
        />
      ))}
    </CardList>
  );
}

const CARD_ESTIMATE_PX = 320;

export function RecordCards<R>({ columns, rows, rowId, label }: RecordCardsProps<R>) {
  const renderCard = useCallback(
    (row: R) => (
      <CardFacts>
        <ColumnValues columns={columns} row={row} />
      </CardFacts>
    ),
    [columns],
  );
  return <WindowedCards rows={rows} rowId={rowId} label={label} estimate={CARD_ESTIMATE_PX} renderCard={renderCard} />;
}
