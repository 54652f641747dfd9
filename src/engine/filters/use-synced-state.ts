import { useState } from 'react';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Local state for what the user is typing or ticking, started from a value held elsewhere (the list
 * state) and reset to it whenever that value changes there: a removed tag or Clear all empties the input.
 */
export function useSyncedState<T>(external: T): [T, (next: T) => void] {
  const [local, setLocal] = useState(external);
  const [seen, setSeen] = useState(external);
  if (!same(seen, external)) {
    setSeen(external);
    setLocal(external);
  }
  return [local, setLocal];
}
