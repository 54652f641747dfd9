// The two interface languages and their numeric ids (seed 000 §1: 692 English, 693 Russian).
import type { CompanyConfig } from '../../config/company-schema';
import { LANGUAGE_IDS } from '../../schemas/api/session';

export type Locale = keyof typeof LANGUAGE_IDS;
export type LanguageId = (typeof LANGUAGE_IDS)[Locale];

export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALES = Object.keys(LANGUAGE_IDS) as Locale[];

export function languageIdOf(locale: Locale): LanguageId {
  return LANGUAGE_IDS[locale];
}

/** The locale of a language id, or undefined for an unknown or missing id. */
export function localeOfLanguageId(id: number | null | undefined): Locale | undefined {
  return LOCALES.find((locale) => LANGUAGE_IDS[locale] === id);
}

/** Company texts come as {en, ru}. */
export function localized(text: Record<Locale, string>, locale: Locale): string {
  return text[locale];
}

/** The interface language: the chosen one, else the company's default, else English. */
export function interfaceLocale(chosen: Locale | null, config: CompanyConfig): Locale {
  return chosen ?? config.defaultLanguage ?? DEFAULT_LOCALE;
}
