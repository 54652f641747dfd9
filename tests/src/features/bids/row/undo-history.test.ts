// Undo history: newest first out, at most five entries kept, the oldest dropped first.
import { describe, expect, it } from 'vitest';
import { popUndo, pushUndo, UNDO_DEPTH } from '../../../../../src/features/bids/row/undo-history';

describe('undo history', () => {
  it('undoes the newest change first', () => {
    const history = pushUndo(pushUndo([], 'a'), 'b');
    const first = popUndo(history);
    expect(first.state).toBe('b');
    const second = popUndo(first.history);
    expect(second.state).toBe('a');
    expect(popUndo(second.history)).toEqual({ state: undefined, history: [] });
  });

  it('keeps only the last five states', () => {
    let history: number[] = [];
    for (let state = 1; state <= 7; state += 1) history = pushUndo(history, state);
    expect(UNDO_DEPTH).toBe(5);
    expect(history).toEqual([3, 4, 5, 6, 7]);
    const undone: Array<number | undefined> = [];
    for (let step = 0; step < 6; step += 1) {
      const popped = popUndo(history);
      undone.push(popped.state);
      history = popped.history;
    }
    expect(undone).toEqual([7, 6, 5, 4, 3, undefined]);
  });

  it('does not change the history it is given', () => {
    const history = Object.freeze(['a']) as readonly string[];
    pushUndo(history, 'b');
    popUndo(history);
    expect(history).toEqual(['a']);
  });
});
