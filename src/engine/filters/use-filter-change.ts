// Turns a filter's settled value into the next list state. Values that settle one right after the
// other (two debounces ending together, a container flushing its inputs) each build on the state the
// previous one produced, not on a render that has not happened yet.
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { setFilter, type ListState } from '../../../shared/list/list-params';

export type ApplyFilter = (id: string, value: unknown) => void;
export type ChangeState = (change: (state: ListState) => ListState) => void;

export function useListChange(state: ListState, onChange: (next: ListState) => void): ChangeState {
  const latest = useRef(state);
  const emit = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = state;
    emit.current = onChange;
  });
  return useCallback((change) => {
    const next = change(latest.current);
    if (next === latest.current) return;
    latest.current = next;
    emit.current(next);
  }, []);
}

/** Sets one filter; setFilter clears the filters it resets (maker: model and the additional filters). */
export function useApplyFilter(schema: PageTypeSchema, change: ChangeState): ApplyFilter {
  return useCallback((id, value) => change((current) => setFilter(current, schema, id, value)), [change, schema]);
}
