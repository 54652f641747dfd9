// A table's column widths, settled once its first rows are laid out. The browser sizes an automatic
// table's columns by the rows in it, and the virtualized body draws other rows as the page scrolls: the
// columns widened and narrowed, rows wrapped anew and moved under the pointer (a click meant for one
// row's box landed on another's). Once measured, the table keeps these widths (fixed layout) until its
// rows, its columns or its box's width change. A row drawn later whose cell does not fit (a longer
// amount or name) widens that column only: the columns after it move aside, no row wraps anew.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

interface Settled {
  key: string;
  widths: readonly number[];
  /** px by which each column's cells overflowed when measured (a cell may, by design): more is a misfit */
  overflow: readonly number[];
  /** the width of the table's box when measured */
  box: number;
}

export interface SettledColumns {
  /** each column's width in px, once settled */
  widths: readonly number[] | undefined;
  /** the body calls it after drawing other rows: a cell they overflow widens its column */
  checkFit(): void;
}

/** px a cell's content may pass its box by: its side padding (spacingHorizontalXS), which it then takes */
const SLACK_PX = 4;

const overflowOf = (cell: HTMLTableCellElement) => cell.scrollWidth - cell.clientWidth;

/** The most each column's body cells overflow, by column. */
function bodyOverflow(table: HTMLTableElement, columns: number): number[] {
  const overflow = new Array<number>(columns).fill(0);
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      if (row.cells.length !== columns) continue; // a spacer row
      for (const [index, cell] of [...row.cells].entries()) overflow[index] = Math.max(overflow[index]!, overflowOf(cell));
    }
  }
  return overflow;
}

const boxWidth = (table: HTMLTableElement) => table.parentElement?.clientWidth ?? 0;

/** `key` names what the widths are for (the columns and the rows): a new one lets them go. */
export function useSettledColumns(ref: RefObject<HTMLTableElement | null>, key: string): SettledColumns {
  const [settled, setSettled] = useState<Settled>();
  const current = settled?.key === key ? settled : undefined;
  const latest = useRef(current);
  // before any effect: the body's check runs in its own, ahead of this component's
  useLayoutEffect(() => {
    latest.current = current;
  });

  // measured after the paint: reading the layout before it would force one more
  useEffect(() => {
    const table = ref.current;
    const header = table?.tHead?.rows[table.tHead.rows.length - 1];
    if (current || !table || !header) return;
    const widths = [...header.cells].map((cell) => cell.getBoundingClientRect().width);
    setSettled({ key, widths, overflow: bodyOverflow(table, widths.length), box: boxWidth(table) });
  }, [current, key, ref]);

  useEffect(() => {
    const table = ref.current;
    if (!current || !table?.parentElement || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (boxWidth(table) !== current.box) setSettled(undefined);
    });
    observer.observe(table.parentElement);
    return () => observer.disconnect();
  }, [current, ref]);

  const checkFit = useCallback(() => {
    const table = ref.current;
    const now = latest.current;
    if (!table || !now) return;
    const overflow = bodyOverflow(table, now.widths.length);
    const wider = overflow.map((px, index) => (px > now.overflow[index]! + SLACK_PX ? px - now.overflow[index]! : 0));
    if (wider.every((px) => px === 0)) return;
    setSettled({ ...now, widths: now.widths.map((width, index) => width + wider[index]!) });
  }, [ref]);

  return { widths: current?.widths, checkFit };
}
