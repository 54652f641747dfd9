// A table page with a todayDefault (the bid manager, seed 000 §4) opens on today's auctions for users
// with its permission: both date parameters set to today's Japan date, once per visit of the page, and
// only when the dates are not already in the URL. The page is drawn and its list asked for with the
// dates from its first render (the URL takes them after it), so no call goes out for all dates and no
// date tag pushes the page down once it shows.
import { useEffect, useRef } from 'react';
import type { TablePageSchema } from '../../../schemas/meta/table-page.schema';
import { japanDate } from '../../../shared/japan-time';
import { setFilter, type ListSchema, type ListState } from '../../../shared/list/list-params';

/** The list state with today's dates when the page opens on them, and the URL given them once. */
export function useTodayDefault(
  page: TablePageSchema,
  schema: ListSchema,
  allowed: boolean,
  state: ListState,
  apply: (next: ListState) => void,
): ListState {
  const done = useRef(false);
  const today = !done.current && allowed ? withToday(page, schema, state) : undefined;
  useEffect(() => {
    if (done.current || !allowed) return;
    done.current = true;
    if (today) apply(today);
  }, [allowed, today, apply]);
  return today ?? state;
}

function withToday(page: TablePageSchema, schema: ListSchema, state: ListState): ListState | undefined {
  if (!page.todayDefault) return undefined;
  const { from, to } = page.todayDefault;
  const def = schema.filters.find((f) => f.kind === 'dateRange' && f.params.from === from && f.params.to === to);
  if (!def || state.filters[def.id] !== undefined) return undefined;
  const today = japanDate(new Date());
  return setFilter(state, schema, def.id, { from: today, to: today });
}
