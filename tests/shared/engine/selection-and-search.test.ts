import { describe, expect, it } from 'vitest';
import { SELECTION_LIMIT, selectionUnits, toggleGroup, toggleItem } from '../../../src/engine/selection-limit';
import { auctionScheduleGroups, categoryGroups } from '../../../src/engine/schedule';
import { parseLotNumberSearch } from '../../../shared/list/lot-number-search';

const day = (id: string, count: number) => ({
  id,
  items: Array.from({ length: count }, (_, i) => ({ id: `${id}#${i + 1}` })),
});
const week = [day('mon', 20), day('tue', 20), day('wed', 3)];
const none = { groups: [], items: [] };

describe('selection limit', () => {
  it('counts a fully selected day as one and each auction outside one as one', () => {
    expect(selectionUnits({ groups: ['mon'], items: ['tue#1', 'tue#2'] }, week)).toBe(3);
    expect(selectionUnits({ groups: ['mon', 'tue', 'wed'], items: [] }, week)).toBe(3);
  });

  it('makes a day whole when its last auction is ticked, and splits it when one is unticked', () => {
    const two = toggleItem(toggleItem(none, week, 'wed', 'wed#1').selection, week, 'wed', 'wed#2').selection;
    expect(two).toEqual({ groups: [], items: ['wed#1', 'wed#2'] });
    const whole = toggleItem(two, week, 'wed', 'wed#3');
    expect(whole).toEqual({ selection: { groups: ['wed'], items: [] }, limitReached: false });
    expect(toggleItem(whole.selection, week, 'wed', 'wed#2').selection).toEqual({ groups: [], items: ['wed#1', 'wed#3'] });
  });

  it('selects and clears whole days with the day buttons', () => {
    const picked = { groups: [], items: ['mon#1', 'tue#4'] };
    const monday = toggleGroup(picked, week, 'mon').selection;
    expect(monday).toEqual({ groups: ['mon'], items: ['tue#4'] });
    expect(toggleGroup(monday, week, 'mon').selection).toEqual({ groups: [], items: ['tue#4'] });
  });

  it(`rejects a change that goes over ${SELECTION_LIMIT} units and keeps the selection`, () => {
    let selection = { groups: ['mon'], items: [] as string[] };
    for (let i = 1; i <= 20; i++) selection = toggleItem(selection, week, 'tue', `tue#${i}`).selection;
    // Monday whole (1) + Tuesday whole (1) after its 20th auction
    expect(selectionUnits(selection, week)).toBe(2);
    const twentyNine = { groups: [], items: [...week[0]!.items.slice(0, 19), ...week[1]!.items.slice(0, 10)].map((i) => i.id) };
    expect(selectionUnits(twentyNine, week)).toBe(29);
    const thirty = toggleItem(twentyNine, week, 'tue', 'tue#11');
    expect(thirty.limitReached).toBe(false);
    const over = toggleItem(thirty.selection, week, 'tue', 'tue#12');
    expect(over).toEqual({ selection: thirty.selection, limitReached: true });
    // making Monday whole frees 18 units, so it is allowed
    expect(toggleItem(thirty.selection, week, 'mon', 'mon#20').limitReached).toBe(false);
  });

  it('works the same on machinery categories and subcategories', () => {
    const groups = categoryGroups({
      excavators: {
        label: 'Excavators',
        subcategories: [
          { id: 7, value: 'Mini', counter: 3 },
          { id: 9, value: 'Crawler', counter: 1 },
        ],
      },
    });
    expect(groups).toEqual([
      {
        id: 'excavators',
        label: 'Excavators',
        items: [
          { id: '7', name: 'Mini', count: 3 },
          { id: '9', name: 'Crawler', count: 1 },
        ],
      },
    ]);
    expect(toggleItem(toggleItem(none, groups, 'excavators', '7').selection, groups, 'excavators', '9').selection).toEqual({
      groups: ['excavators'],
      items: [],
    });
  });

  it('groups the auction schedule by day, identified by its date', () => {
    expect(
      auctionScheduleGroups({
        Monday: [{ id: 12, value: 'USS Tokyo', counter: 1500, date: '2024-05-13' }],
        Tuesday: [],
      }),
    ).toEqual([{ id: '2024-05-13', label: 'Monday', items: [{ id: '12', name: 'USS Tokyo', count: 1500 }] }]);
  });
});

describe('lot-number quick search', () => {
  it('accepts comma-separated numbers and digit ranges', () => {
    expect(parseLotNumberSearch('1001')).toEqual({ ok: true, value: '1001', parts: [{ from: '1001', to: '1001' }] });
    expect(parseLotNumberSearch(' 1001, 2000-2100 ')).toEqual({
      ok: true,
      value: '1001,2000-2100',
      parts: [
        { from: '1001', to: '1001' },
        { from: '2000', to: '2100' },
      ],
    });
  });

  it('warns with Message.LotNumberSearch on anything else, empty text included', () => {
    for (const text of ['', ' ', 'abc', '12-', '-12', '1,,2', '1-2-3', '12a']) {
      expect(parseLotNumberSearch(text)).toEqual({ ok: false, messageKey: 'Message.LotNumberSearch' });
    }
  });
});
