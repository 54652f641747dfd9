// The waits and sizes of seed 001 §9 that the filters use.

/** Search inputs and the remote model and chassis search wait for a pause this long. */
export const SEARCH_DEBOUNCE_MS = 700;
/** The quick lot-number and equipment inputs: longer on desktop, shorter in the mobile drawer. */
const QUICK_INPUT_DEBOUNCE_MS = { desktop: 1500, mobile: 700 } as const;
/** Day buttons and schedule ticks are sent together once clicking pauses. */
export const DAY_FILTER_DEBOUNCE_MS = 500;
/** A warning tooltip closes by itself after this long. */
export const TOOLTIP_CLOSE_MS = 2000;
/** Auctions per day and subcategories per category shown before View more (all of them on wide screens). */
export const SCHEDULE_ITEMS_SHOWN = 5;
/** An option list offers a search only above this many options (seed 000 §2, seed 001 §2). */
export const LIST_SEARCH_FROM = 10;

export const quickInputDelay = (mobile: boolean | undefined): number =>
  mobile ? QUICK_INPUT_DEBOUNCE_MS.mobile : QUICK_INPUT_DEBOUNCE_MS.desktop;
