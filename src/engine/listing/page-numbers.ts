// Pagination of seed 000 §9: one sibling, one boundary page, ellipses between; hidden when the total
// is unknown (-1) or one page holds it all.

export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

const SIBLINGS = 1;
const BOUNDARIES = 1;

export const isPaginationHidden = (total: number, pageSize: number): boolean => total < 0 || pageSize >= total;

export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The page buttons for `page` of `count`: the first and last page, the current one with its
 * neighbours, and an ellipsis for each gap of more than one page (a gap of one shows that page).
 */
export function paginationItems(page: number, count: number): PaginationItem[] {
  const start = range(1, Math.min(BOUNDARIES, count));
  const end = range(Math.max(count - BOUNDARIES + 1, BOUNDARIES + 1), count);
  const siblingsStart = Math.max(Math.min(page - SIBLINGS, count - BOUNDARIES - SIBLINGS * 2 - 1), BOUNDARIES + 2);
  const siblingsEnd = Math.min(Math.max(page + SIBLINGS, BOUNDARIES + SIBLINGS * 2 + 2), end.length > 0 ? end[0]! - 2 : count - 1);
  const before: PaginationItem[] =
    siblingsStart > BOUNDARIES + 2 ? ['ellipsis-start'] : BOUNDARIES + 1 < count - BOUNDARIES ? [BOUNDARIES + 1] : [];
  const after: PaginationItem[] =
    siblingsEnd < count - BOUNDARIES - 1 ? ['ellipsis-end'] : count - BOUNDARIES > BOUNDARIES ? [count - BOUNDARIES] : [];
  return [...start, ...before, ...range(siblingsStart, siblingsEnd), ...after, ...end];
}
