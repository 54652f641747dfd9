// The undo history of a bid's optimistic changes (seed 000 §4 Rollback, §9 undo depth 5): before a
// change is shown, the state it replaces is pushed; a failed change pops it back. Pure and immutable.

export const UNDO_DEPTH = 5;

/** The history with `state` on top, keeping only the newest `depth` entries. */
export function pushUndo<T>(history: readonly T[], state: T, depth: number = UNDO_DEPTH): T[] {
  return [...history, state].slice(-depth);
}

/** The newest entry (undefined when there is none) and the history without it. */
export function popUndo<T>(history: readonly T[]): { state: T | undefined; history: T[] } {
  return { state: history.at(-1), history: history.slice(0, -1) };
}
