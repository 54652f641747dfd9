import { useMutation } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { updateSettings } from '../api/session';
import { languageIdOf, type Locale } from './locales';
import { setLocale } from '../stores/preferences';
import { SessionStatus, sessionStore } from '../stores/session';

/**
 * Seed 000 §4: a signed-in user's language is saved on the account, then the page reloads; without
 * a session (auth and share pages) it is only stored here before the reload.
 */
export function useChangeLanguage() {
  const authenticated = useSnapshot(sessionStore).status === SessionStatus.authenticated;
  return useMutation({
    mutationFn: async (locale: Locale) => {
      if (authenticated) await updateSettings({ language: languageIdOf(locale) });
      return locale;
    },
    onSuccess: (locale) => {
      setLocale(locale);
      window.location.reload();
    },
  });
}
