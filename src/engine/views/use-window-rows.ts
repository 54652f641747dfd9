// Row virtualization against the page scroll (the window scrolls, not the list): only the rows near
// the viewport are in the DOM, with spacers standing in for the rest. Used by the list bodies only,
// so scrolling re-renders the body and nothing above it.
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

export interface WindowRows {
  items: VirtualItem[];
  /** px of rows above and below the rendered ones */
  before: number;
  after: number;
  /** give each rendered row element: it is measured, so rows may differ in height */
  measure: (element: Element | null) => void;
}

/** The list's distance from the top of the document, followed as content above it grows or shrinks. */
function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setOffset(element.getBoundingClientRect().top + window.scrollY);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

interface WindowOptions {
  /** px between rows that the list's layout puts there (a grid gap) */
  gap?: number;
  /** rows rendered beyond each end of the viewport */
  overscan?: number;
}

/**
 * `keyOf` names a row (module-level, so it is stable). The key function the virtualizer gets changes
 * only with the rows: a new one makes it measure every row again, which a scroll must not cost.
 */
export function useWindowRows<T>(
  ref: RefObject<HTMLElement | null>,
  rows: readonly T[],
  estimateSize: number,
  keyOf: (row: T) => string,
  { gap = 0, overscan = 4 }: WindowOptions = {},
): WindowRows {
  const scrollMargin = useDocumentOffset(ref);
  const getItemKey = useCallback((index: number) => keyOf(rows[index]!), [rows, keyOf]);
  const estimate = useCallback(() => estimateSize, [estimateSize]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: estimate,
    overscan,
    gap,
    // the first render fills the window already, not only once the window is measured after it (in a
    // synchronous render of its own)
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    scrollMargin,
    getItemKey,
    // rows that come into view render in React's next batch, not synchronously in each scroll event
    useFlushSync: false,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    items,
    before: first ? first.start - scrollMargin : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0,
    measure: virtualizer.measureElement,
  };
}
