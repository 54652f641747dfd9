import { SEARCH_PAGE_TYPES } from '../../../schemas/api/session';

/** Listing page types of seed 001 §2 (share pages show a lot of one of these). */
export type PageType = (typeof SEARCH_PAGE_TYPES)[number];
export const PAGE_TYPES: readonly PageType[] = SEARCH_PAGE_TYPES;
