// When the first screen of a visit is in: no page spinner shows, no call is under way and the browser
// is idle. Calls that nothing on that screen needs wait for it, so they neither take one of the
// browser's few connections nor delay the work in the way of its first photos.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

let spinnersShown = 0;
const spinnerListeners = new Set<() => void>();

/** Counts the calling spinner as shown while it is mounted. */
export function useSpinnerShown(): void {
  useEffect(() => {
    spinnersShown++;
    return () => {
      spinnersShown--;
      spinnerListeners.forEach((listener) => listener());
    };
  }, []);
}

/** Calls `done` once the screen is in; answers the cancel. */
function afterFirstScreen(queryClient: QueryClient, done: () => void): () => void {
  const quiet = () => spinnersShown === 0 && queryClient.isFetching() === 0;
  let cancelIdle: (() => void) | undefined;
  // checked again once idle: a spinner that replaces another is counted only after the first one left
  const onIdle = () => {
    cancelIdle = undefined;
    if (!quiet()) return;
    stop();
    done();
  };
  const check = () => {
    if (quiet()) cancelIdle ??= whenIdle(onIdle);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  spinnerListeners.add(check);
  function stop() {
    unsubscribe();
    spinnerListeners.delete(check);
    cancelIdle?.();
  }
  check();
  return stop;
}

/** Whether the visit's first screen is in; it stays in once it was. */
export function useFirstScreenShown(): boolean {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  // what waits for it (rows beyond the view, deferred calls, the notification host) renders in slices:
  // an update from an idle callback would render in one block, a long task right after the first paint
  useEffect(() => (shown ? undefined : afterFirstScreen(queryClient, () => startTransition(() => setShown(true)))), [queryClient, shown]);
  return shown;
}
