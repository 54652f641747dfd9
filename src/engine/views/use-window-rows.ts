// Row virtualization against the page scroll (the window scrolls, not the list): only the rows near
// the viewport are in the DOM, with spacers standing in for the rest. Used by the list bodies only,
// so scrolling re-renders the body and nothing above it. TanStack Virtual's code (10 kB gzip) loads
// when the user first moves the page (wheel, touch, a key, a scroll) or resizes it: until then the
// first screen's rows are drawn as the virtualizer starts (by their estimated height), and their
// heights measured, so it takes over with the same rows at the same places.
import type { VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { onDemandModule, type OnDemandModule } from '../../ui/on-demand-module';
import type * as WindowVirtualizerModule from './window-virtualizer';
import type { WindowRowsOptions, WindowVirtualizer } from './window-virtualizer';

export interface WindowRows {
  items: VirtualItem[];
  /** px of rows above and below the rendered ones */
  before: number;
  after: number;
  /** give each rendered row element: it is measured, so rows may differ in height */
  measure: (element: Element | null) => void;
}

export const windowVirtualizerModule = onDemandModule(() => import('./window-virtualizer'));

/**
 * The list's distance from the top of the document, followed as content above it grows or shrinks.
 * Read after the first paint (reading it forces a layout of the page, one more before that paint),
 * unless the rows already depend on it: the virtualizer was in when the list mounted.
 */
function useDocumentOffset(ref: RefObject<HTMLElement | null>, rowsDependOnIt: boolean): number {
  const [offset, setOffset] = useState(0);
  const [atOnce] = useState(rowsDependOnIt);
  const follow = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setOffset(element.getBoundingClientRect().top + window.scrollY);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  useLayoutEffect(() => (atOnce ? follow() : undefined), [atOnce, follow]);
  useEffect(() => (atOnce ? undefined : follow()), [atOnce, follow]);
  return offset;
}

/** What comes before the page moves: the virtualizer starts loading on the first of them. */
const MOVING = ['wheel', 'touchstart', 'keydown', 'scroll', 'resize'] as const;

/** Starts loading the virtualizer once the user moves the page, or at once when it is scrolled already. */
function useLoadOnMove(module: OnDemandModule<unknown>, loaded: boolean): void {
  useEffect(() => {
    if (loaded) return;
    const load = () => void module.load().catch(() => undefined);
    if (window.scrollY > 0) return load();
    for (const type of MOVING) window.addEventListener(type, load, { once: true, passive: true });
    return () => {
      for (const type of MOVING) window.removeEventListener(type, load);
    };
  }, [module, loaded]);
}

/**
 * The rows drawn before the virtualizer, for it to start from their heights: rows it never measured
 * keep their estimate, and the page would jump as they are measured on the way back up. Heights are
 * read only when asked, never as a row is attached: that read would force a layout of the page before
 * its first paint, and another once the list's offset is known.
 */
function useEarlyRows(keyOf: (index: number) => string) {
  const elements = useRef(new Set<HTMLElement>());
  const keyOfLatest = useRef(keyOf);
  useLayoutEffect(() => {
    keyOfLatest.current = keyOf;
  });
  // kept while attached (a ref callback's cleanup runs as the row leaves), so none outlives its row
  const measure = useCallback((element: Element | null) => {
    if (!(element instanceof HTMLElement)) return;
    const kept = elements.current;
    kept.add(element);
    return () => void kept.delete(element);
  }, []);
  const heights = useCallback((): VirtualItem[] => {
    const rows: VirtualItem[] = [];
    for (const element of elements.current) {
      const size = element.offsetHeight;
      if (size === 0) continue;
      const index = Number(element.dataset.index);
      rows.push({ key: keyOfLatest.current(index), index, size, start: 0, end: size, lane: 0 });
    }
    return rows;
  }, []);
  return { measure, heights };
}

/** The page's list over the window, once its virtualizer is in (a page has one). */
let pageVirtualizer: WindowVirtualizer | undefined;

/**
 * A smooth scroll of the page to `top`. Through the list's virtualizer when it is in: it then keeps the
 * offset as it is while rows are measured on the way. Corrected by its own instant scroll, as any other
 * scroll is, the smooth one stopped part way (Back to top left a phone 2,000 px down).
 */
export function smoothScrollWindowTo(top: number): void {
  if (pageVirtualizer) pageVirtualizer.scrollToOffset(top, { behavior: 'smooth' });
  else window.scrollTo({ top, behavior: 'smooth' });
}

/**
 * A virtualizer once its code is in, bound to the component as react-virtual's useVirtualizerBase
 * binds it (a hook of its own cannot replace a light one mid-life): options set on every render, its
 * changes re-render (in React's next batch, never synchronously in a scroll event), mounted and
 * updated after each commit.
 */
function useWindowVirtualizer(module: typeof WindowVirtualizerModule | undefined, options: WindowRowsOptions) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const all = { ...options, onChange: rerender };
  // one per load: its options are set on every render below
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const virtualizer = useMemo(() => module?.createWindowVirtualizer(all), [module]);
  if (module && virtualizer) virtualizer.setOptions(module.windowOptions(all));
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useEffect(() => {
    if (!virtualizer) return;
    pageVirtualizer = virtualizer;
    return () => {
      if (pageVirtualizer === virtualizer) pageVirtualizer = undefined;
    };
  }, [virtualizer]);
  useLayoutEffect(() => virtualizer?._willUpdate());
  return virtualizer;
}

/** The rows the window shows, and `overscan` beyond each end, at `estimate` px each with `gap` between. */
function estimatedRows(
  count: number,
  estimate: number,
  gap: number,
  overscan: number,
  scrollMargin: number,
  keyOf: (index: number) => string,
  measure: WindowRows['measure'],
): WindowRows {
  const step = estimate + gap;
  const top = window.scrollY - scrollMargin;
  const first = Math.min(count, Math.max(0, Math.floor(top / step) - overscan));
  const end = Math.min(count, Math.max(first, Math.ceil((top + window.innerHeight) / step) + overscan));
  const items = Array.from({ length: end - first }, (_, i): VirtualItem => {
    const index = first + i;
    const start = scrollMargin + index * step;
    return { key: keyOf(index), index, start, end: start + estimate, size: estimate, lane: 0 };
  });
  return { items, before: first * step, after: (count - end) * step, measure };
}

function rowsOf(virtualizer: WindowVirtualizer, scrollMargin: number): WindowRows {
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

interface WindowOptions {
  /** px between rows that the list's layout puts there (a grid gap) */
  gap?: number;
  /** rows rendered beyond each end of the viewport */
  overscan?: number;
}

/** The hook over a loader of the virtualizer (the app's, or a test's that holds it back). */
export function windowRowsOn(real: OnDemandModule<typeof WindowVirtualizerModule>) {
  /**
   * `keyOf` names a row (module-level, so it is stable). The key function the virtualizer gets changes
   * only with the rows: a new one makes it measure every row again, which a scroll must not cost.
   */
  return function useWindowRows<T>(
    ref: RefObject<HTMLElement | null>,
    rows: readonly T[],
    estimateSize: number,
    keyOf: (row: T) => string,
    { gap = 0, overscan = 4 }: WindowOptions = {},
  ): WindowRows {
    const module = real.useLoaded();
    const scrollMargin = useDocumentOffset(ref, module !== undefined);
    const getItemKey = useCallback((index: number) => keyOf(rows[index]!), [rows, keyOf]);
    const estimate = useCallback(() => estimateSize, [estimateSize]);
    useLoadOnMove(real, module !== undefined);
    const { measure: measureEarly, heights: earlyHeights } = useEarlyRows(getItemKey);
    // read once, as the virtualizer is made: after the first paint, and before it draws any row
    const initialHeights = useMemo(() => (module ? earlyHeights() : []), [module, earlyHeights]);
    const virtualizer = useWindowVirtualizer(module, {
      count: rows.length,
      estimateSize: estimate,
      overscan,
      gap,
      // the first render fills the window already, not only once the window is measured after it (in a
      // synchronous render of its own)
      initialRect: { width: window.innerWidth, height: window.innerHeight },
      scrollMargin,
      getItemKey,
      initialMeasurementsCache: initialHeights,
    });
    const drawn = virtualizer
      ? rowsOf(virtualizer, scrollMargin)
      : estimatedRows(rows.length, estimateSize, gap, overscan, scrollMargin, getItemKey, measureEarly);
    // rows drawn shorter than their estimate (a payments table's) leave the window part empty until the
    // virtualizer draws more: it loads at once then, not on the first move. The list starts below the
    // page's header: its rows need to reach the window's bottom, not to be a window high. Checked after
    // the paint, whose layout it reads.
    useEffect(() => {
      if (module || drawn.items.length === rows.length) return;
      const measured = new Map(earlyHeights().map((row) => [row.index, row.size]));
      const height = drawn.items.reduce((sum, item) => sum + (measured.get(item.index) ?? item.size) + gap, 0);
      if (scrollMargin + drawn.before + height < window.scrollY + window.innerHeight) void real.load().catch(() => undefined);
    });
    return drawn;
  };
}

export const useWindowRows = windowRowsOn(windowVirtualizerModule);
