// The counters of a table page's responses (the tab counts, the counted filter options): read from the
// property the schema names, with the fields it names ({status, count} unless counterFields says
// otherwise: the purchases' statusList is [{value, counter}]).
import type { TablePageSchema } from '../../../schemas/meta/table-page.schema';

export interface TableCounter {
  status: string;
  count: number;
}

/** The counters of a list or filters response, or undefined when it has none. */
export function countersOf(page: TablePageSchema, response: object | undefined): TableCounter[] | undefined {
  if (page.countersKey === undefined || response === undefined) return undefined;
  const list = (response as Record<string, unknown>)[page.countersKey];
  if (!Array.isArray(list)) return undefined;
  const { status, count } = page.counterFields ?? { status: 'status', count: 'count' };
  return list.map((entry: Record<string, unknown>) => ({ status: String(entry[status]), count: Number(entry[count]) }));
}
