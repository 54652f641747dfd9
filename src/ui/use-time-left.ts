// The ticking of every countdown on the page (deadlines of the lot page, the my-bid box and the bid
// tables): one interval, running while any countdown shows, so they all tick together each second.
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
const snapshot = () => now;

/** Milliseconds left until an ISO instant, 0 once it has passed, null without one; re-renders each second. */
export function useTimeLeft(until: string | null | undefined): number | null {
  const at = useSyncExternalStore(until ? subscribe : stillSubscribe, snapshot, snapshot);
  return until ? msUntil(until, at) : null;
}
