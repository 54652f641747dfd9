// Renders one filter area as a listing page would: with the app's providers and a list state that
// follows every change the filters report.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { useState, type ReactNode } from 'react';
import type { PageTypeSchema } from '../../../../schemas/meta/page-type.schema';
import bikeStats from '../../../../schemas/page-types/bike-stats.json';
import bikes from '../../../../schemas/page-types/bikes.json';
import carAuction from '../../../../schemas/page-types/car-auction.json';
import machinery from '../../../../schemas/page-types/machinery.json';
import stats from '../../../../schemas/page-types/stats.json';
import stock from '../../../../schemas/page-types/stock.json';
import { AppProviders } from '../../../../src/app/providers';
import { createQueryClient } from '../../../../src/app/query-client';
import { initialListState, parseListParams, type ListState } from '../../../../shared/list/list-params';
import { FALLBACK_COMPANY_CONFIG } from '../../../../src/ui/company-config';

export const schemas = {
  carAuction: carAuction as PageTypeSchema,
  machinery: machinery as PageTypeSchema,
  stats: stats as PageTypeSchema,
  stock: stock as PageTypeSchema,
};

/** The six page types the app ships. */
export const ALL_SCHEMAS = [carAuction, stock, stats, bikes, bikeStats, machinery] as PageTypeSchema[];

export interface AreaProps {
  state: ListState;
  onChange(next: ListState): void;
}

interface Options {
  schema: PageTypeSchema;
  /** the page URL's query the list state starts from */
  search?: string;
  /** user-event options, e.g. fake timers */
  advanceTimers?: (ms: number) => unknown;
}

export function renderFilters(area: (props: AreaProps) => ReactNode, { schema, search, advanceTimers }: Options) {
  const changes: ListState[] = [];
  let current = search === undefined ? initialListState(schema) : parseListParams(search, schema);

  function Page() {
    const [state, setState] = useState(current);
    return area({
      state,
      onChange: (next) => {
        changes.push(next);
        current = next;
        setState(next);
      },
    });
  }

  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <AppProviders config={FALLBACK_COMPANY_CONFIG} queryClient={createQueryClient()}>
      <Page />
    </AppProviders>,
  );
  return { ...view, user, changes, current: () => current };
}

/**
 * Fake timers, told to Testing Library through the `jest` global it looks for, so its waits advance
 * them instead of waiting on timers that never fire. Pass `advanceTimers: vi.advanceTimersByTime`.
 */
export function fakeTimers(now?: Date) {
  vi.useFakeTimers(now ? { now } : {});
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
