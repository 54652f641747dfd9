// Layout breakpoints of seed 000 §1, in px.
export const BREAKPOINTS = {
  tablet: 768,
  laptop: 1024,
  desktop: 1366,
  wide: 1440,
  fullHd: 1920,
  ultraWide: 2500,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Media queries for styled-components: `${media.below('tablet')} { … }`. */
export const media = {
  below: (bp: Breakpoint) => `@media (max-width: ${BREAKPOINTS[bp] - 0.02}px)`,
  from: (bp: Breakpoint) => `@media (min-width: ${BREAKPOINTS[bp]}px)`,
};

/** Below the tablet breakpoint the shell switches to its phone layout. */
export const PHONE_QUERY = `(max-width: ${BREAKPOINTS.tablet - 0.02}px)`;
export const WIDER_THAN_PHONE_QUERY = `(min-width: ${BREAKPOINTS.tablet}px)`;

/** Below the laptop breakpoint the header is short of room: its clock shows the time only. */
export const BELOW_LAPTOP_QUERY = `(max-width: ${BREAKPOINTS.laptop - 0.02}px)`;
