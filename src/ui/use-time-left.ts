// The ticking of every countdown on the page (deadlines of the lot page, the my-bid box and the bid
// tables): one interval, running while any deadline to come is watched, so they all tick together.
import { useSyncExternalStore } from 'react';
import { msUntil } from '../../shared/japan-time';

const TICK_MS = 1000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // the clock stood still while nothing counted down: React reads it again once subscribed
    now = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const stillSubscribe = () => () => undefined;

/** Milliseconds left until an ISO instant, 0 once it has passed, null without one; re-renders each second until then. */
export function useTimeLeft(until: string | null | undefined): number | null {
  // the time left is the snapshot: once it is 0 a tick changes nothing and re-renders nothing
  const left = () => (until ? msUntil(until, now) : null);
  return useSyncExternalStore(until ? subscribe : stillSubscribe, left, left);
}

/** Whether an ISO instant has passed (false without one); re-renders only when it passes, not each second. */
export function useHasPassed(until: string | null | undefined): boolean {
  const passed = () => (until ? msUntil(until, now) === 0 : false);
  return useSyncExternalStore(until ? subscribe : stillSubscribe, passed, passed);
}
