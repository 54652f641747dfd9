// Interface preferences kept in this browser: language (by id, seed 000 §1), theme and sidebar state.
import { proxy } from 'valtio';
import { languageIdOf, localeOfLanguageId, type Locale } from '../i18n/locales';
import { mirrorToCookie } from './cookie-mirror';
import { readStored, writeStored } from './local-storage';
import { LANGUAGE_COOKIE } from '../../shared/texts/language-cookie';

export type ThemeMode = 'light' | 'dark';

const KEYS = { language: 'language', theme: 'theme', sidebarCollapsed: 'sidebar-collapsed' } as const;

interface Preferences {
  /** null: not chosen yet; the company's default language applies */
  locale: Locale | null;
  /** null: follow the system's colour scheme */
  theme: ThemeMode | null;
  sidebarCollapsed: boolean;
}

function readPreferences(): Preferences {
  const theme = readStored(KEYS.theme);
  return {
    locale: localeOfLanguageId(Number(readStored(KEYS.language))) ?? null,
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    sidebarCollapsed: readStored(KEYS.sidebarCollapsed) === 'true',
  };
}

export const preferences = proxy<Preferences>(readPreferences());

export function setLocale(locale: Locale): void {
  preferences.locale = locale;
  writeStored(KEYS.language, String(languageIdOf(locale)));
  mirrorLocale();
}

/** Tells the server the chosen language (or that none is), for the texts it preloads with a page. */
export function mirrorLocale(): void {
  mirrorToCookie(LANGUAGE_COOKIE, preferences.locale);
}

export function setTheme(theme: ThemeMode): void {
  preferences.theme = theme;
  writeStored(KEYS.theme, theme);
}

export function setSidebarCollapsed(collapsed: boolean): void {
  preferences.sidebarCollapsed = collapsed;
  writeStored(KEYS.sidebarCollapsed, String(collapsed));
}

/** Takes the stored values again, e.g. after another tab changed them. */
export function syncPreferencesFromStorage(): void {
  Object.assign(preferences, readPreferences());
}
