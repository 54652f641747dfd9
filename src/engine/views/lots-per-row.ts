// How many lots a row of the column and card views holds at a screen width (seed 001 §2: column
// 2, 3, 4, 5 or 7; card 3, 5 or 7). Phones show one card per row.
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../ui/breakpoints';
import { LOTS_PER_ROW } from '../../../shared/page-types/view-modes';

type GridMode = keyof typeof LOTS_PER_ROW;

/** The widths from which each count of LOTS_PER_ROW applies, narrowest first. */
const FROM_WIDTH: Record<GridMode, readonly number[]> = {
  column: [BREAKPOINTS.tablet, BREAKPOINTS.laptop, BREAKPOINTS.desktop, BREAKPOINTS.fullHd, BREAKPOINTS.ultraWide],
  card: [BREAKPOINTS.tablet, BREAKPOINTS.wide, BREAKPOINTS.ultraWide],
};

function lotsPerRow(mode: GridMode, width: number): number {
  const counts = LOTS_PER_ROW[mode];
  let perRow = 1;
  FROM_WIDTH[mode].forEach((from, i) => {
    if (width >= from) perRow = counts[i]!;
  });
  return perRow;
}

const WIDTHS = [...new Set(Object.values(FROM_WIDTH).flat())];
const minWidth = (px: number) => window.matchMedia(`(min-width: ${px}px)`);

/** The widest of those widths the window reaches, followed live (media queries: resizing within a band costs nothing). */
function useBreakpointWidth(): number {
  return useSyncExternalStore(
    (onChange) => {
      const lists = WIDTHS.map(minWidth);
      lists.forEach((l) => l.addEventListener('change', onChange));
      return () => lists.forEach((l) => l.removeEventListener('change', onChange));
    },
    () => Math.max(0, ...WIDTHS.filter((px) => minWidth(px).matches)),
  );
}

export function useLotsPerRow(mode: GridMode): number {
  return lotsPerRow(mode, useBreakpointWidth());
}
