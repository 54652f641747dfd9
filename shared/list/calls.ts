// Paths and queries of a page type's calls (seed 001 §7), resolved from its schema.
import type { FilterDef, PageTypeSchema } from '../../schemas/meta/page-type.schema';
import type { ListState } from './list-params';

type CallSource = Extract<Extract<FilterDef, { source: unknown }>['source'], { from: 'call' }>;

/** `/{pageType}/maker` → `/car-auction/maker`. */
export const resolveCallPath = (schema: PageTypeSchema, path: string): string => path.replace('{pageType}', schema.apiPageType);

export const listingPath = (schema: PageTypeSchema): string => `/${schema.apiPageType}/listing`;
export const filtersPath = (schema: PageTypeSchema): string => `/${schema.apiPageType}/filters`;

/**
 * The query of an option-list call, with the values of the filters it names (models by maker).
 * Null while a named filter has no value: the call cannot be made yet.
 */
export function callQuery(source: CallSource, state: ListState): URLSearchParams | null {
  const query = new URLSearchParams();
  for (const [name, v] of Object.entries(source.query ?? {})) {
    if (typeof v === 'string') {
      query.set(name, v);
      continue;
    }
    const value = state.filters[v.filter];
    if (value === undefined) return null;
    if (typeof value === 'string') query.set(name, value);
    else if (Array.isArray(value)) query.set(name, value.join(','));
    else throw new TypeError(`Filter '${v.filter}' cannot be sent as the query value '${name}'`);
  }
  return query;
}
