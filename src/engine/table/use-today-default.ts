// A table page with a todayDefault (the bid manager, seed 000 §4) opens on today's auctions for users
// with its permission: both date parameters set to today's Japan date, once per visit of the page, and
// only when the dates are not already in the URL.
import { useEffect, useRef } from 'react';
import type { TablePageSchema } from '../../../schemas/meta/table-page.schema';
import { japanDate } from '../../../shared/japan-time';
import { setFilter, type ListSchema, type ListState } from '../../../shared/list/list-params';

export function useTodayDefault(
  page: TablePageSchema,
  schema: ListSchema,
  allowed: boolean,
  state: ListState,
  apply: (next: ListState) => void,
) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !allowed || !page.todayDefault) return;
    done.current = true;
    const { from, to } = page.todayDefault;
    const def = schema.filters.find((f) => f.kind === 'dateRange' && f.params.from === from && f.params.to === to);
    if (!def || state.filters[def.id] !== undefined) return;
    const today = japanDate(new Date());
    apply(setFilter(state, schema, def.id, { from: today, to: today }));
  }, [allowed, page, schema, state, apply]);
}
