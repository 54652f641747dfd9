// Picking table rows: a click toggles one, a shift-click carries the clicked row's new state over the
// range from the row clicked last, the header box picks or clears the page, rows that leave the page
// leave the selection.
import { describe, expect, it } from 'vitest';
import {
  keepShown,
  NO_SELECTION,
  pageState,
  toggleAllRows,
  toggleRow,
  type RowSelection,
} from '../../../../src/engine/table/row-selection';

const ORDER = ['a', 'b', 'c', 'd', 'e'];
const picked = (selection: RowSelection) => [...selection.ids].sort();

describe('row selection', () => {
  it('toggles one row per click', () => {
    const one = toggleRow(NO_SELECTION, ORDER, 'b', false);
    expect(picked(one)).toEqual(['b']);
    expect(picked(toggleRow(one, ORDER, 'b', false))).toEqual([]);
  });

  it('picks the range from the row clicked last, either way up, and clears one the same way', () => {
    const down = toggleRow(toggleRow(NO_SELECTION, ORDER, 'b', false), ORDER, 'd', true);
    expect(picked(down)).toEqual(['b', 'c', 'd']);
    const up = toggleRow(toggleRow(NO_SELECTION, ORDER, 'e', false), ORDER, 'c', true);
    expect(picked(up)).toEqual(['c', 'd', 'e']);
    // d is picked: a shift-click on it clears from the anchor c to d
    expect(picked(toggleRow(up, ORDER, 'd', true))).toEqual(['e']);
  });

  it('takes a shift-click without an earlier click as a plain click', () => {
    expect(picked(toggleRow(NO_SELECTION, ORDER, 'c', true))).toEqual(['c']);
  });

  it('picks the whole page from the header box, clears it when all are picked, and says which it is', () => {
    const some = toggleRow(NO_SELECTION, ORDER, 'a', false);
    expect(pageState(some, ORDER)).toBe('mixed');
    const all = toggleAllRows(some, ORDER);
    expect(picked(all)).toEqual(ORDER);
    expect(pageState(all, ORDER)).toBe(true);
    expect(pageState(toggleAllRows(all, ORDER), ORDER)).toBe(false);
  });

  it('keeps only rows still shown, and the same selection when all are', () => {
    const all = toggleAllRows(NO_SELECTION, ORDER);
    expect(keepShown(all, ORDER)).toBe(all);
    expect(picked(keepShown(all, ['b', 'x']))).toEqual(['b']);
  });
});
