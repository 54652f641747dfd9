/** Sorting needs a settled list of at least 2 lots (seed 001 §4); an unknown total (-1) counts the lots shown. */
export function isSortEnabled(loading: boolean, total: number, shown: number): boolean {
  return !loading && (total >= 0 ? total : shown) >= 2;
}
