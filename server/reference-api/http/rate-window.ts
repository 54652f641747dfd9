// Sliding-window rate limits: at most `max` events within `windowMs`; once reached, the next is
// allowed when the oldest of the last `max` leaves the window.

export interface RateWindow {
  readonly max: number;
  readonly windowMs: number;
}

/** Seconds until one more event fits, 0 when it fits now; `recentNewestFirst`: the latest event times (ms). */
export function secondsUntilFree(recentNewestFirst: readonly number[], { max, windowMs }: RateWindow, atMs: number): number {
  const inWindow = recentNewestFirst.filter((time) => time > atMs - windowMs).slice(0, max);
  if (inWindow.length < max) return 0;
  const oldest = inWindow[inWindow.length - 1] ?? atMs;
  return Math.max(1, Math.ceil((oldest + windowMs - atMs) / 1000));
}
