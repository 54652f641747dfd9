// TanStack Virtual's virtualizer against the page scroll, as react-virtual's useWindowVirtualizer sets
// it up: loaded when the page first scrolls (use-window-rows.ts), not with the first screen.
import { observeWindowOffset, observeWindowRect, Virtualizer, windowScroll, type VirtualizerOptions } from '@tanstack/react-virtual';

export type WindowVirtualizer = Virtualizer<Window, Element>;

/** What a list sets; the rest is the window's. */
export type WindowRowsOptions = Pick<
  VirtualizerOptions<Window, Element>,
  'count' | 'estimateSize' | 'overscan' | 'gap' | 'scrollMargin' | 'getItemKey' | 'initialRect' | 'initialMeasurementsCache' | 'onChange'
>;

/** The virtualizer's options: the list's, over the window's scroll. */
export const windowOptions = (options: WindowRowsOptions): VirtualizerOptions<Window, Element> => ({
  getScrollElement: () => window,
  observeElementRect: observeWindowRect,
  observeElementOffset: observeWindowOffset,
  scrollToFn: windowScroll,
  initialOffset: () => window.scrollY,
  ...options,
});

export const createWindowVirtualizer = (options: WindowRowsOptions): WindowVirtualizer => new Virtualizer(windowOptions(options));
