// Inputs still waiting out their debounce, for a container that must settle or drop them at once:
// the mobile drawer applies them when it closes and drops them on Clear all.
import { createContext, useContext, useEffect } from 'react';

export interface PendingInput {
  flush(): void;
  cancel(): void;
}

export type PendingInputs = Set<PendingInput>;

export const PendingInputsContext = createContext<PendingInputs | null>(null);

/** Registers a debounced input with the surrounding container, if there is one. */
export function useRegisterPending(input: PendingInput): void {
  const pending = useContext(PendingInputsContext);
  useEffect(() => {
    if (!pending) return;
    pending.add(input);
    return () => {
      pending.delete(input);
    };
  }, [pending, input]);
}
