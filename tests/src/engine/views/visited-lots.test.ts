import { markLotVisited, syncVisitedLotsFromStorage, visitedLots } from '../../../../src/stores/visited-lots';

describe('visited lots', () => {
  beforeEach(syncVisitedLotsFromStorage);

  it('keeps the 20 most recent, newest first, per page type, and persists them', () => {
    for (let id = 1; id <= 25; id++) markLotVisited('car-auction', String(id));
    markLotVisited('bikes', '24');
    markLotVisited('car-auction', '10');
    expect(visitedLots.keys).toHaveLength(20);
    expect(visitedLots.keys.slice(0, 3)).toEqual(['car-auction:10', 'bikes:24', 'car-auction:25']);
    expect(visitedLots.keys).not.toContain('car-auction:6');
    expect(visitedLots.keys.at(-1)).toBe('car-auction:7');

    visitedLots.keys = [];
    syncVisitedLotsFromStorage();
    expect(visitedLots.keys[0]).toBe('car-auction:10');
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('visited-lots', '{"not":"a list"');
    syncVisitedLotsFromStorage();
    expect(visitedLots.keys).toEqual([]);
  });
});
