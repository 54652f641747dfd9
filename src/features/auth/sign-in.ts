import type { QueryClient } from '@tanstack/react-query';
import type { LoginBody } from '../../../schemas/api/session';
import { logIn, profileQuery } from '../../api/session';
import { localeOfLanguageId } from '../../i18n/locales';
import { preferences, setLocale } from '../../stores/preferences';
import { forgetUserTraces } from '../../stores/user-traces';

/**
 * Seed 000 §4: log in, load the session, then switch the interface to the account's language if it
 * differs. The router sees the session become authenticated and leaves the login page.
 */
export async function signIn(queryClient: QueryClient, body: LoginBody): Promise<void> {
  await logIn(body);
  // a session that ended without a logout left the previous user's answers and lists in this tab
  forgetUserTraces(queryClient);
  const profile = await queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 });
  const accountLocale = localeOfLanguageId(profile.detail.language);
  if (accountLocale && accountLocale !== preferences.locale) setLocale(accountLocale);
}
