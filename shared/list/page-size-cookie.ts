// The page size a user picked for a page type lives in this browser (local storage) and, mirrored, in
// a cookie: the server reads it to start a listing page's call with its index.html (server/early-calls.ts).

export const pageSizeCookie = (pageType: string): string => `seri_page_size_${pageType}`;

/** A stored page size, or undefined for none or nonsense (the list state then takes the default). */
export function parsePageSize(text: string | null | undefined): number | undefined {
  const size = Number(text);
  return Number.isInteger(size) && size > 0 ? size : undefined;
}
