// Sorting (seed 001 §4, seed 000 §4): a field starts ascending, the same field again gives descending,
// then none; another field starts ascending; the Default option (null) clears. No sort by default.
import type { SortOrder } from '../../schemas/meta/page-type.schema';
import type { ListSchema } from './list-params';

export interface Sort {
  field: string;
  order: SortOrder;
}

export function nextSort(current: Sort | null, field: string | null): Sort | null {
  if (field === null) return null;
  if (current?.field !== field) return { field, order: 'ASC' };
  return current.order === 'ASC' ? { field, order: 'DESC' } : null;
}

/** The message key naming a sort: the order's own label when it has one (dates: Newest, Oldest). */
export function sortLabelKey(schema: ListSchema, sort: Sort): string {
  const def = schema.sort.find((s) => s.field === sort.field);
  if (!def) throw new Error(`No sort field '${sort.field}' in page type '${schema.id}'`);
  return def.orderLabels?.[sort.order] ?? def.label;
}
