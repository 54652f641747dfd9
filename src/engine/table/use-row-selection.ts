// A table page's picked rows (row-selection.ts) as React state: rows that leave the page (another
// page, a refetch without them) leave the selection, so it never holds what the user cannot see.
import { useCallback, useEffect, useState } from 'react';
import { useLatest } from '../filters/use-latest';
import { keepShown, NO_SELECTION, toggleAllRows, toggleRow, type RowSelection } from './row-selection';

export interface RowSelectionControl {
  selection: RowSelection;
  /** stable: rows keep their memo */
  toggle(id: string, range: boolean): void;
  toggleAll(): void;
  clear(): void;
}

export function useRowSelection(order: readonly string[]): RowSelectionControl {
  const [selection, setSelection] = useState<RowSelection>(NO_SELECTION);
  const latestOrder = useLatest(order);
  const orderKey = order.join('\n');
  useEffect(() => {
    setSelection((current) => keepShown(current, latestOrder.current));
  }, [orderKey, latestOrder]);
  const toggle = useCallback(
    (id: string, range: boolean) => setSelection((current) => toggleRow(current, latestOrder.current, id, range)),
    [latestOrder],
  );
  const toggleAll = useCallback(() => setSelection((current) => toggleAllRows(current, latestOrder.current)), [latestOrder]);
  const clear = useCallback(() => setSelection(NO_SELECTION), []);
  return { selection, toggle, toggleAll, clear };
}
