import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { loadedMessages, loadMessages, type Messages } from '../i18n/messages';
import { DEFAULT_LOCALE, interfaceLocale, type Locale } from '../i18n/locales';
import { preferences } from '../stores/preferences';
import { useCompanyConfig } from '../ui/company-config';
import { brandMessages } from '../../shared/page-types/brand-labels';

interface Shown {
  locale: Locale;
  withApp: boolean;
  messages: Messages;
}

interface AppMessages {
  ready: boolean;
  /** their load failed (network error, a deploy replaced the file) */
  failed: boolean;
  /** asks for them: loads them once */
  request: () => void;
  /** loads them again after a failure */
  retry: () => void;
}

/** Whether the texts of the pages beyond the core ones are shown. */
const AppMessagesContext = createContext<AppMessages>({ ready: false, failed: false, request: () => {}, retry: () => {} });

export function useAppMessages() {
  return useContext(AppMessagesContext);
}

/**
 * react-intl with the interface language's messages and the company's column headings: all of them,
 * or with `coreTextsOnly` (a visit that opens on an auth page) the core area until a page asks for the
 * app area (src/i18n/messages.ts). A switch to a
 * language or area not loaded yet keeps the current texts until they arrive.
 */
export function LocaleProvider({ coreTextsOnly = false, children }: { coreTextsOnly?: boolean; children: ReactNode }) {
  const chosen = useSnapshot(preferences).locale;
  const config = useCompanyConfig();
  const locale = interfaceLocale(chosen, config);
  const [withApp, setWithApp] = useState(!coreTextsOnly);
  const [shown, setShown] = useState<Shown | undefined>(() => {
    const messages = loadedMessages(locale, withApp);
    return messages && { locale, withApp, messages };
  });
  // how the last load of the app area went; a retry after a failure loads it again
  const [appLoad, setAppLoad] = useState<{ failed: boolean; retries: number }>({ failed: false, retries: 0 });

  useEffect(() => {
    if (shown?.locale === locale && shown.withApp === withApp) return;
    let current = true;
    loadMessages(locale, withApp).then(
      (messages) => current && startTransition(() => setShown({ locale, withApp, messages })),
      (error: unknown) => {
        console.error(error);
        if (!current) return;
        if (!shown) setShown({ locale: DEFAULT_LOCALE, withApp: false, messages: loadedMessages(DEFAULT_LOCALE, false)! });
        // a browser may keep a failed import failed, and a deploy leaves no file by the old name: a retry
        // that fails in place loads the page again
        else if (withApp && appLoad.retries > 0) window.location.reload();
        else if (withApp) setAppLoad((load) => ({ ...load, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [locale, withApp, shown, appLoad.retries]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.locale;
  }, [shown]);

  const messages = useMemo(() => shown && { ...shown.messages, ...brandMessages(config, shown.locale) }, [shown, config]);
  const appMessages = useMemo(
    () => ({
      ready: shown?.withApp === true,
      failed: appLoad.failed,
      request: () => setWithApp(true),
      retry: () => setAppLoad((load) => ({ failed: false, retries: load.retries + 1 })),
    }),
    [shown, appLoad.failed],
  );

  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <AppMessagesContext.Provider value={appMessages}>{children}</AppMessagesContext.Provider>
    </IntlProvider>
  );
}
