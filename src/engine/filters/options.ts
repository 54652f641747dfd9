// Small helpers over option lists ({value, label, counter?}, seed 001 §3).
import type { FilterOption } from '../../../schemas/api/listing';
import { LIST_SEARCH_FROM } from './timing';

/** Option values travel as strings in the list state and the URL. */
export const optionValue = (option: FilterOption): string => String(option.value);

/** Whether an option's label holds the typed text, ignoring case; empty text matches everything. */
function matchesText(option: FilterOption, text: string): boolean {
  const wanted = text.trim().toLocaleLowerCase();
  return wanted === '' || option.label.toLocaleLowerCase().includes(wanted);
}

/** The label of each value, the value itself when the list does not hold it. */
export function selectedLabels(values: readonly string[], options: readonly FilterOption[]): string[] {
  const labels = new Map(options.map((o) => [optionValue(o), o.label]));
  return values.map((v) => labels.get(v) ?? v);
}

/**
 * The options to list for the typed text: chosen values first when the list lacks them (so they can be
 * unticked), then the list, narrowed here unless the server already searched it.
 */
export function listedOptions(
  options: readonly FilterOption[],
  selected: readonly string[],
  query: string,
  remote: boolean,
): FilterOption[] {
  const known = new Set(options.map(optionValue));
  const kept = selected.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }));
  return [...kept, ...options].filter((o) => remote || matchesText(o, query));
}

/** A loaded local list with nothing in it: the filter is shown disabled with the empty text (colour, seed 001 §5). */
export const isEmptyList = (loaded: boolean, options: readonly FilterOption[], selected: readonly string[], remote: boolean) =>
  loaded && options.length === 0 && selected.length === 0 && !remote;

/** Whether an option list offers a search: a remote one always, a local one above 10 options. */
export const offersSearch = (options: readonly FilterOption[], remote: boolean): boolean => remote || options.length > LIST_SEARCH_FROM;
