// The list state of a table page (seed 000 §4 "List behavior"): the listing's list state (filters of
// the viewer's role, sort, page, page size) plus the tab bars and the quick search, which travel in
// the URL as their own parameters (kept in the state's `extra`). Any change of filters, page size,
// sort, tab or search goes back to page 1; a tab bar that says so clears the filters; choosing the
// active tab again clears it. Pure: the page and the tests share these transitions.
import type { TabBarDef, TablePageSchema, TableRole } from '../../../schemas/meta/table-page.schema';
import { listingQuery, type ListSchema, type ListState } from '../../../shared/list/list-params';

const schemas = new WeakMap<TablePageSchema, Map<TableRole, ListSchema>>();

/** The list schema of a table page for a role: its sort, page sizes and that role's filters (memoized). */
export function tableListSchema(page: TablePageSchema, role: TableRole): ListSchema {
  const byRole = schemas.get(page) ?? new Map<TableRole, ListSchema>();
  schemas.set(page, byRole);
  let schema = byRole.get(role);
  if (!schema) {
    schema = {
      id: page.id,
      filters: page.filterSets[role] ?? [],
      sort: page.sort,
      pageSizes: page.pageSizes,
      defaultPageSize: page.defaultPageSize,
    };
    byRole.set(role, schema);
  }
  return schema;
}

/** A parameter the list state keeps outside its filters (a tab, the search). */
export const extraValue = (state: ListState, param: string): string | undefined => state.extra.find(([name]) => name === param)?.[1];

function withExtra(state: ListState, param: string, value: string | undefined): ListState {
  const extra = state.extra.filter(([name]) => name !== param);
  return { ...state, extra: value === undefined || value === '' ? extra : [...extra, [param, value] as const], page: 1 };
}

/** Picks a tab; the active one again clears it when the bar toggles; the bar may clear the filters. */
export function setTab(state: ListState, bar: TabBarDef, value: string | undefined): ListState {
  const current = extraValue(state, bar.param);
  const next = value !== undefined && value === current && bar.toggles === true ? undefined : value;
  if (next === current) return state;
  const moved = withExtra(state, bar.param, next);
  return bar.clearsFilters ? { ...moved, filters: {} } : moved;
}

/** Sets the quick search text (trimmed; empty clears it). */
export const setSearch = (state: ListState, param: string, text: string): ListState =>
  (extraValue(state, param) ?? '') === text.trim() ? state : withExtra(state, param, text.trim());

/** The tabs' and search's parameters of a table page that are set in the state. */
function ownedExtras(state: ListState, page: TablePageSchema, forFilters: boolean): [string, string][] {
  const params = [
    ...(page.tabBars ?? []).filter((bar) => !forFilters || bar.sentToFilters === true).map((bar) => bar.param),
    ...(page.search && !forFilters ? [page.search.param] : []),
  ];
  return params.flatMap((param) => {
    const value = extraValue(state, param);
    return value === undefined ? [] : [[param, value] as [string, string]];
  });
}

/** The query of the list call: page size, sort, page, filters, tabs and search. */
export function tableListQuery(state: ListState, schema: ListSchema, page: TablePageSchema): Record<string, string> {
  return Object.fromEntries([...listingQuery(state, schema), ...ownedExtras(state, page, false)]);
}

/** The query of the filters call: the filters and the tab bars that are sent to it (counters follow them). */
export function tableFiltersQuery(state: ListState, schema: ListSchema, page: TablePageSchema): Record<string, string> {
  const list = listingQuery({ ...state, page: 1, sort: null }, schema);
  list.delete('pageSize');
  return Object.fromEntries([...list, ...ownedExtras(state, page, true)]);
}

/** The count a tab shows from the counters of a response. */
export function tabCount(
  counters: ReadonlyArray<{ status: string | number; count: number }> | undefined,
  counter: string | undefined,
): number | undefined {
  if (counter === undefined) return undefined;
  return counters?.find((entry) => String(entry.status) === counter)?.count;
}
