// Lots in one of the view modes (seed 001 §2): the table, or tiles of the column or card view at the
// width's count per row. Any page that lists lots of a page type (listings, favorites) renders this.
import { Suspense, useMemo, type ComponentType } from 'react';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { ListingLot } from '../../api/listing';
import type { PageTypeSettings } from '../../../shared/page-types/page-type-settings';
import type { Sort } from '../../../shared/list/sort';
import { PHONE_VIEW_MODE, type ViewMode } from '../../../shared/page-types/view-modes';
import { WIDER_THAN_PHONE_QUERY } from '../../ui/breakpoints';
import { lazyFor } from '../../ui/lazy-for';
import { viewColumnsOf, type CompiledColumn } from './compiled-columns';
import { GridView } from './GridView';
import { LotListContext, type WishlistSlotProps } from './lot-list-context';
import { useLotsPerRow } from './lots-per-row';

// The table (with TanStack Table under it) is never shown on a phone: phones do not load it.
const TableView = lazyFor(WIDER_THAN_PHONE_QUERY, () => import('./TableView').then((m) => m.TableView));

/** 'phone' lists the card view's tiles one per row, whatever mode the user chose on a wider screen. */
export type LotsLayout = ViewMode | 'phone';

/** px a row of tiles takes before it is measured: photo, headline and the labelled values. */
const TILE_ROW_ESTIMATE = { column: 560, card: 440, phone: 260 } as const;

export interface LotsViewProps {
  schema: PageTypeSchema;
  layout: LotsLayout;
  settings?: PageTypeSettings;
  lots: ListingLot[];
  /** the accessible name of the list */
  label: string;
  /** lots in the whole result, -1 when unknown */
  total: number;
  busy?: boolean;
  /** the server-side sort the table headers show and change; without onSort the headers are plain */
  sort?: Sort | null;
  onSort?: (field: string) => void;
  sortDisabled?: boolean;
  wishlist?: ComponentType<WishlistSlotProps>;
}

interface TilesProps {
  layout: Exclude<LotsLayout, 'default'>;
  columns: readonly CompiledColumn[];
  lots: ListingLot[];
  label: string;
  total: number;
  busy: boolean;
}

function Tiles({ layout, columns, lots, label, total, busy }: TilesProps) {
  const perRow = useLotsPerRow(layout === 'column' ? 'column' : 'card');
  return (
    <GridView
      columns={columns}
      lots={lots}
      perRow={layout === 'phone' ? 1 : perRow}
      compact={layout === 'phone'}
      label={label}
      setSize={total}
      busy={busy}
      rowEstimate={TILE_ROW_ESTIMATE[layout]}
    />
  );
}

export function LotsView({ schema, layout, settings, wishlist, lots, label, total, busy = false, ...sort }: LotsViewProps) {
  const columns = viewColumnsOf(schema, layout === 'phone' ? PHONE_VIEW_MODE : layout, settings);
  const context = useMemo(() => ({ schema, wishlist }), [schema, wishlist]);
  return (
    <LotListContext.Provider value={context}>
      {layout === 'default' ? (
        <Suspense fallback={null}>
          <TableView
            columns={columns}
            lots={lots}
            label={label}
            busy={busy}
            sort={sort.sort ?? null}
            sortDisabled={sort.sortDisabled ?? false}
            onSort={sort.onSort}
          />
        </Suspense>
      ) : (
        <Tiles layout={layout} columns={columns} lots={lots} label={label} total={total} busy={busy} />
      )}
    </LotListContext.Provider>
  );
}
