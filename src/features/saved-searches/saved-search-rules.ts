// The rules of seed 001 §4 and §5 for saved searches, kept out of the components.
import { savedSearchSchema } from '../../../schemas/api/listing';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { MAX_SAVED_SEARCHES } from '../../api/saved-searches';
import { setPage, toSearchParams, type ListState } from '../../../shared/list/list-params';

/** Saving is allowed once at least one filter is applied. */
export const canSaveSearch = (state: ListState): boolean => Object.keys(state.filters).length > 0;

/** At 10 or more, Save search opens the saved-searches list with the limit message instead. */
export const saveLimitReached = (count: number): boolean => count >= MAX_SAVED_SEARCHES;

/** Above 10 (saved elsewhere or before the limit), the list warns. */
export const overSaveLimit = (count: number): boolean => count > MAX_SAVED_SEARCHES;

/** The stored params: the page URL's query from page 1, so opening starts at the first page. */
export const storedParams = (state: ListState, schema: PageTypeSchema): string => toSearchParams(setPage(state, 1), schema).toString();

/** The API's limit on a title, which the prefilled summary (200 characters at most) stays within. */
export const TITLE_MAX_LENGTH = savedSearchSchema.properties.title.maxLength;

/** A title as it is sent: trimmed; null when nothing is left. */
export function cleanTitle(input: string): string | null {
  const title = input.trim();
  return title ? title : null;
}

/** A rename is sent only when the new title is non-empty and differs from the old one. */
export function renamedTitle(oldTitle: string, input: string): string | null {
  const title = cleanTitle(input);
  return title !== null && title !== oldTitle ? title : null;
}
