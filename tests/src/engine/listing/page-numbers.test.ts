import { isPaginationHidden, pageCountOf, paginationItems } from '../../../../src/engine/listing/page-numbers';

describe('pagination items (1 sibling, 1 boundary, ellipsis)', () => {
  it.each([
    [1, 1, [1]],
    [2, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]],
    [7, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis-start', 6, 7, 8, 9, 10]],
  ] as const)('page %i of %i', (page, count, items) => {
    expect(paginationItems(page, count)).toEqual(items);
  });

  it('is hidden when the total is unknown or one page holds it', () => {
    expect(isPaginationHidden(-1, 20)).toBe(true);
    expect(isPaginationHidden(20, 20)).toBe(true);
    expect(isPaginationHidden(0, 20)).toBe(true);
    expect(isPaginationHidden(21, 20)).toBe(false);
    expect(pageCountOf(21, 20)).toBe(2);
  });
});
