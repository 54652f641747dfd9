// The column and card views, and the phone's endless list: lots as tiles, a width-dependent number
// per row. The rows of tiles are virtualized in the body, so thousands of loaded lots keep the DOM small.
import { memo, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ListingLot } from '../../api/listing';
import { token } from '../../ui/theme';
import { useFirstScreenShown } from '../../ui/first-screen';
import { chunkRows } from '../../../shared/page-types/view-modes';
import { columnRegistry } from './column-registry';
import { FIRST_SCREEN_LOTS, OnFirstScreen } from './first-screen';
import type { CompiledColumn } from './compiled-columns';
import { useLotVisited } from './LotLink';
import { useWindowRows } from './use-window-rows';

const Feed = styled.div`
  display: block;
`;

// Static rules, with data attributes and inline columns for what varies: styled-components then
// builds no class per tile or row as lots scroll into view.
const Row = styled.div`
  display: grid;
  /* a row coming in or going out does not lay out or paint the others again */
  contain: content;
  gap: ${token('spacingHorizontalM')};
  padding-bottom: ${token('spacingVerticalM')};
`;

const Tile = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalS')};
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalS')};
  border: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
  border-radius: ${token('borderRadiusLarge')};
  background: ${token('colorNeutralBackground1')};
  &[data-visited] {
    background: ${token('colorBrandBackground2')};
  }
  /* one lot per row on a phone: the photo beside the values, not above them */
  &[data-compact] {
    display: grid;
    grid-template-columns: minmax(112px, 38%) minmax(0, 1fr);
    grid-auto-flow: row dense;
    gap: ${token('spacingVerticalXS')} ${token('spacingHorizontalM')};
    & > * {
      grid-column: 2;
    }
    & > [data-kind='media'] {
      grid-column: 1;
      grid-row: 1 / span 4;
    }
  }
`;

interface Section {
  kind: CompiledColumn['def']['kind'];
  columns: CompiledColumn[];
}

/** Consecutive columns of one kind form a section of the tile. */
function sectionsOf(columns: readonly CompiledColumn[]): Section[] {
  const sections: Section[] = [];
  for (const column of columns) {
    const last = sections.at(-1);
    if (last?.kind === column.def.kind) last.columns.push(column);
    else sections.push({ kind: column.def.kind, columns: [column] });
  }
  return sections;
}

const LotTile = memo(function LotTile({
  lot,
  sections,
  position,
  setSize,
  compact,
}: {
  lot: ListingLot;
  sections: readonly Section[];
  position: number;
  setSize: number;
  compact: boolean;
}) {
  const intl = useIntl();
  const visited = useLotVisited(lot.id);
  return (
    <Tile
      data-visited={visited ? '' : undefined}
      data-compact={compact ? '' : undefined}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-label={intl.formatMessage({ id: 'listing.lot.label' }, { lotNo: lot.lotNo })}
    >
      {sections.map((section, i) => {
        const Component = columnRegistry.get(section.kind, section.columns[0]!.def);
        return (
          <div key={i} data-kind={section.kind}>
            <Component columns={section.columns} lot={lot} />
          </div>
        );
      })}
    </Tile>
  );
});

interface TileRowProps {
  lots: readonly ListingLot[];
  index: number;
  perRow: number;
  sections: readonly Section[];
  setSize: number;
  compact: boolean;
  measure: (element: Element | null) => void;
}

/** One row of tiles; its props stay equal while it is on screen, so a scroll renders only the rows that come in. */
const TileRow = memo(function TileRow({ lots, index, perRow, sections, setSize, compact, measure }: TileRowProps) {
  return (
    <Row ref={measure} data-index={index} style={{ gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))` }}>
      {lots.map((lot, i) => {
        const position = index * perRow + i + 1;
        return (
          <OnFirstScreen key={lot.id} value={position <= FIRST_SCREEN_LOTS}>
            <LotTile lot={lot} sections={sections} position={position} setSize={setSize} compact={compact} />
          </OnFirstScreen>
        );
      })}
    </Row>
  );
});

const firstLotId = (row: readonly ListingLot[]): string => row[0]!.id;

/** Rows of tiles rendered beyond each end of the viewport, ready as they scroll in. */
const ROWS_BEYOND_VIEW = 4;

export interface GridViewProps {
  columns: readonly CompiledColumn[];
  lots: ListingLot[];
  perRow: number;
  /** the accessible name of the list */
  label: string;
  /** lots in the whole result, -1 when unknown */
  setSize: number;
  busy: boolean;
  /** px a row of tiles is expected to take before it is measured */
  rowEstimate: number;
  /** the phone's one lot per row, photo beside the values */
  compact?: boolean;
}

export function GridView({ columns, lots, perRow, label, setSize, busy, rowEstimate, compact = false }: GridViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const sections = useMemo(() => sectionsOf(columns), [columns]);
  const rows = useMemo(() => chunkRows(lots, perRow), [lots, perRow]);
  // the visit's first screen renders only the rows in view: those beyond it would delay its paint
  const overscan = useFirstScreenShown() ? ROWS_BEYOND_VIEW : 0;
  const { items, before, after, measure } = useWindowRows(ref, rows, rowEstimate, firstLotId, { overscan });
  return (
    <Feed ref={ref} role="feed" aria-label={label} aria-busy={busy}>
      <div aria-hidden="true" style={{ height: before }} />
      {items.map((item) => (
        <TileRow
          key={item.key}
          lots={rows[item.index]!}
          index={item.index}
          perRow={perRow}
          sections={sections}
          setSize={setSize}
          compact={compact}
          measure={measure}
        />
      ))}
      <div aria-hidden="true" style={{ height: after }} />
    </Feed>
  );
}
