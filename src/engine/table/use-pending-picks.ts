// Option picks in a table page's filters may wait for a pause before they reach the URL (the bid
// tables: 1500 ms for filter changes, seed 000 §9), so a burst of picks makes one list call and one
// filters call, not one each. The page shows the picks at once; any other change (a tab, the search,
// sort, page, a date, a removed tag) goes at once and takes the waiting picks with it. A change of the
// URL from elsewhere (Back, a link) drops them. Without a delay a pick goes at once.
import { useEffect, useState } from 'react';
import { useDebouncedCallback } from '../filters/use-debounced-callback';
import type { ListState } from '../../../shared/list/list-params';

export interface PendingPicks {
  /** the list state as the page shows it: the URL's, with the picks still waiting */
  shown: ListState;
  /** an option pick: sent once picking pauses */
  pick(next: ListState): void;
  /** any other change: sent now */
  now(next: ListState): void;
  /** sends the waiting picks now (the phone filter sheet closing) */
  flush(): void;
}

export function usePendingPicks(state: ListState, commit: (next: ListState) => void, delayMs: number): PendingPicks {
  const [waiting, setWaiting] = useState<ListState | null>(null);
  const send = useDebouncedCallback((next: ListState) => {
    setWaiting(null);
    commit(next);
  }, delayMs);

  useEffect(() => {
    send.cancel();
    setWaiting(null);
  }, [state, send]);

  return {
    shown: waiting ?? state,
    pick(next) {
      if (delayMs === 0) {
        commit(next);
        return;
      }
      setWaiting(next);
      send.schedule(next);
    },
    now(next) {
      send.cancel();
      setWaiting(null);
      commit(next);
    },
    flush: send.flush,
  };
}
