// The interface language a visitor chose lives in this browser (local storage) and, mirrored, in a
// cookie: the server reads it to preload that language's texts with index.html (server/index-page.ts).

import { LANGUAGE_IDS } from '../../schemas/api/session';

export const LANGUAGE_COOKIE = 'seri_language';

/** A cookie's language, or undefined for none or nonsense (the company's default language then applies). */
export function parseLanguageCookie(text: string | null | undefined): keyof typeof LANGUAGE_IDS | undefined {
  return text && Object.hasOwn(LANGUAGE_IDS, text) ? (text as keyof typeof LANGUAGE_IDS) : undefined;
}
