// The rows' edit state follows the list's rows; a row the list returns unchanged notifies no control,
// so mounting a page of rows (each control syncs its row) renders each row once, not again after.
import { subscribe } from 'valtio';
import { beforeEach, describe, expect, it } from 'vitest';
import { bidEditOf, resetBidEdits, syncBidEdit } from '../../../../../src/features/bids/row/bid-edit-store';
import { bidRow } from './harness';

describe('bid edit state', () => {
  beforeEach(() => resetBidEdits());

  it('notifies nothing when the list returns the row unchanged', async () => {
    const state = bidEditOf(bidRow());
    let notified = 0;
    const stop = subscribe(state, () => (notified += 1));
    syncBidEdit(bidRow());
    syncBidEdit(bidRow());
    await Promise.resolve();
    stop();
    expect(notified).toBe(0);
  });

  it('takes the values the list changed', async () => {
    const state = bidEditOf(bidRow());
    let notified = 0;
    const stop = subscribe(state, () => (notified += 1));
    syncBidEdit(bidRow({ soldPrice: 700000, bidGroup: 'B' }));
    await Promise.resolve();
    stop();
    expect(notified).toBe(1);
    expect(state.current).toMatchObject({ amount: 700000, bidGroup: 'B' });
    expect(state.updated).toMatchObject({ amount: 700000, bidGroup: 'B' });
  });
});
