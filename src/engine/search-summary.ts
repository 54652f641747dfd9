// The saved-search title prefilled from the applied filters (seed 001 §4): one part per filter, at most
// 10 parts and 200 characters (seed 000 §9).
import type { FilterDef, PageTypeSchema } from '../../schemas/meta/page-type.schema';
import type { FilterValue, FilterValueByKind } from '../../shared/list/filter-values';
import type { ListState } from '../../shared/list/list-params';
import { boundedText, rangeSideText, type FormatRangeMessage } from './range-text';

const SEARCH_SUMMARY_MAX_PARTS = 10;
const SEARCH_SUMMARY_MAX_LENGTH = 200;
const SEPARATOR = '; ';
const ELLIPSIS = '…';

export interface SummaryText {
  /** a translated message key */
  message(key: string): string;
  /** a range in the words of the filter tags */
  range: FormatRangeMessage;
  /** the display label of a filter's option value (an auction's name for its id); the value itself when unknown */
  option(filterId: string, value: string): string;
}

function part(def: FilterDef, value: FilterValue, text: SummaryText): string {
  const labelled = (rest: string) => `${text.message(def.label)} ${rest}`;
  const options = (values: readonly string[]) => values.map((v) => text.option(def.id, v)).join(', ');
  switch (def.kind) {
    case 'select':
      return text.option(def.id, value as FilterValueByKind['select']);
    case 'multiSelect':
    case 'remoteSelect':
      return options(value as string[]);
    case 'range': {
      const r = value as FilterValueByKind['range'];
      return boundedText(text.range, text.message(def.label), rangeSideText(r.from, def.grouping), rangeSideText(r.to, def.grouping));
    }
    case 'dateRange': {
      const r = value as FilterValueByKind['dateRange'];
      return boundedText(text.range, text.message(def.label), r.from, r.to);
    }
    case 'auctionSchedule':
    case 'categories': {
      const s = value as FilterValueByKind['categories'];
      return options([...s.groups, ...s.items]);
    }
    case 'lotNumberSearch':
    case 'equipmentSearch':
      return labelled(value as string);
    case 'freeSearch': {
      const s = value as FilterValueByKind['freeSearch'];
      const field = def.fields.find((f) => f.value === s.field);
      return `${field ? text.message(field.label) : s.field} ${s.text}`;
    }
  }
}

/** One text per applied filter, in the schema's filter order. */
export function searchSummaryParts(state: ListState, schema: PageTypeSchema, text: SummaryText): string[] {
  return schema.filters.flatMap((def) => {
    const value = state.filters[def.id];
    return value === undefined ? [] : [part(def, value, text)];
  });
}

/** The first 10 parts within 200 characters; an ellipsis marks anything cut. */
export function searchSummary(parts: readonly string[]): string {
  const joined = parts.slice(0, SEARCH_SUMMARY_MAX_PARTS).join(SEPARATOR);
  const cut = parts.length > SEARCH_SUMMARY_MAX_PARTS || joined.length > SEARCH_SUMMARY_MAX_LENGTH;
  return cut ? joined.slice(0, SEARCH_SUMMARY_MAX_LENGTH - ELLIPSIS.length).trimEnd() + ELLIPSIS : joined;
}
