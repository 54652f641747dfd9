import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useRegisterPending } from './pending-inputs';

export interface Debounced<A extends unknown[]> {
  /** (re)starts the wait; the last arguments win */
  schedule(...args: A): void;
  /** runs a waiting call now */
  flush(): void;
  cancel(): void;
}

/**
 * A callback run once calls pause for `delay` ms. It always runs the latest `fn`, so a late call sees
 * the current list state. A call still waiting when the component goes away is dropped, unless a
 * container of pending inputs (the mobile drawer) settles it first.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delay: number): Debounced<A> {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: A | undefined;
    const run = () => {
      const args = pending;
      timer = undefined;
      pending = undefined;
      if (args) latest.current(...args);
    };
    return {
      schedule(...args: A) {
        pending = args;
        clearTimeout(timer);
        timer = setTimeout(run, delay);
      },
      flush() {
        clearTimeout(timer);
        run();
      },
      cancel() {
        clearTimeout(timer);
        timer = undefined;
        pending = undefined;
      },
    };
  }, [delay]);
  useEffect(() => debounced.cancel, [debounced]);
  useRegisterPending(debounced);
  return debounced;
}
