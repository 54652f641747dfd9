// The rows picked on a table page (issue #20 item 5): a click toggles a row, a shift-click gives the
// rows from the last clicked one to this one what this one becomes, the header box picks the whole
// page or clears it. Pure: the page passes its row ids in their order.

export interface RowSelection {
  readonly ids: ReadonlySet<string>;
  /** the row clicked last: a shift-click's range starts there */
  readonly anchor: string | null;
}

export const NO_SELECTION: RowSelection = { ids: new Set(), anchor: null };

export function toggleRow(selection: RowSelection, order: readonly string[], id: string, range: boolean): RowSelection {
  const select = !selection.ids.has(id);
  const from = range && selection.anchor !== null ? order.indexOf(selection.anchor) : -1;
  const to = order.indexOf(id);
  const span = from === -1 || to === -1 ? [id] : order.slice(Math.min(from, to), Math.max(from, to) + 1);
  const ids = new Set(selection.ids);
  for (const each of span) {
    if (select) ids.add(each);
    else ids.delete(each);
  }
  return { ids, anchor: id };
}

/** Every row of the page, or none when every one already is. */
export function toggleAllRows(selection: RowSelection, order: readonly string[]): RowSelection {
  const all = order.length > 0 && order.every((id) => selection.ids.has(id));
  return { ids: new Set(all ? [] : order), anchor: null };
}

/** Only rows still on the page stay picked (another page, a refetch without them); the same object when all do. */
export function keepShown(selection: RowSelection, order: readonly string[]): RowSelection {
  const shown = new Set(order);
  if ([...selection.ids].every((id) => shown.has(id))) return selection;
  return {
    ids: new Set([...selection.ids].filter((id) => shown.has(id))),
    anchor: selection.anchor !== null && shown.has(selection.anchor) ? selection.anchor : null,
  };
}

/** The header box: checked, mixed or clear. */
export function pageState(selection: RowSelection, order: readonly string[]): boolean | 'mixed' {
  const picked = order.filter((id) => selection.ids.has(id)).length;
  if (picked === 0) return false;
  return picked === order.length ? true : 'mixed';
}
