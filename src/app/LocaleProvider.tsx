import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { loadedMessages, loadMessages, type Messages } from '../i18n/messages';
import { DEFAULT_LOCALE, interfaceLocale, type Locale } from '../i18n/locales';
import { preferences } from '../stores/preferences';
import { useCompanyConfig } from '../ui/company-config';
import { brandMessages } from '../../shared/page-types/brand-labels';
import { textAreas } from '../../shared/texts/text-areas';

interface Shown {
  locale: Locale;
  /** the areas besides the core that `messages` holds */
  areas: readonly string[];
  messages: Messages;
}

interface PageTexts {
  /** whether the texts of these areas are shown */
  has: (areas: readonly string[]) => boolean;
  /** the last load failed (network error, a deploy replaced the file) */
  failed: boolean;
  /** asks for these areas: loads each once */
  request: (areas: readonly string[]) => void;
  /** loads them again after a failure */
  retry: () => void;
}

const PageTextsContext = createContext<PageTexts>({ has: () => false, failed: false, request: () => {}, retry: () => {} });

/** Asks for these texts areas (shared/texts/text-areas.ts) while `wanted`, and tells whether the page still waits for them. */
export function useRequestedTexts(areas: readonly string[], wanted = true): { texts: PageTexts; waits: boolean } {
  const texts = useContext(PageTextsContext);
  const waits = wanted && !texts.has(areas);
  useEffect(() => {
    if (waits) texts.request(areas);
  }, [waits, texts, areas]);
  return { texts, waits };
}

const union = (a: readonly string[], b: readonly string[]): readonly string[] =>
  b.every((area) => a.includes(area)) ? a : [...new Set([...a, ...b])];

/**
 * react-intl with the interface language's messages and the company's column headings: the core and
 * the areas asked for so far, from `firstAreas` (the first page's; every area when not given) on; a
 * page asks for its own (src/app/router.tsx). A switch to a language or area not loaded yet keeps
 * the current texts until they arrive.
 */
export function LocaleProvider({ firstAreas, children }: { firstAreas?: readonly string[]; children: ReactNode }) {
  const chosen = useSnapshot(preferences).locale;
  const config = useCompanyConfig();
  const locale = interfaceLocale(chosen, config);
  const [wanted, setWanted] = useState<readonly string[]>(() => firstAreas ?? textAreas());
  const [shown, setShown] = useState<Shown | undefined>(() => {
    const messages = loadedMessages(locale, wanted);
    return messages && { locale, areas: wanted, messages };
  });
  // how the last load went; a retry after a failure loads again
  const [load, setLoad] = useState<{ failed: boolean; retries: number }>({ failed: false, retries: 0 });

  useEffect(() => {
    if (shown?.locale === locale && shown.areas === wanted) return;
    let current = true;
    loadMessages(locale, wanted).then(
      (messages) => current && startTransition(() => setShown({ locale, areas: wanted, messages })),
      (error: unknown) => {
        console.error(error);
        if (!current) return;
        if (!shown) setShown({ locale: DEFAULT_LOCALE, areas: [], messages: loadedMessages(DEFAULT_LOCALE, [])! });
        // a browser may keep a failed import failed, and a deploy leaves no file by the old name: a retry
        // that fails in place loads the page again
        else if (load.retries > 0) window.location.reload();
        else setLoad((last) => ({ ...last, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [locale, wanted, shown, load.retries]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.locale;
  }, [shown]);

  const messages = useMemo(() => shown && { ...shown.messages, ...brandMessages(config, shown.locale) }, [shown, config]);
  const request = useCallback((areas: readonly string[]) => setWanted((last) => union(last, areas)), []);
  const pageTexts = useMemo(
    () => ({
      has: (areas: readonly string[]) => !!shown && areas.every((area) => shown.areas.includes(area)),
      failed: load.failed,
      request,
      retry: () => setLoad((last) => ({ failed: false, retries: last.retries + 1 })),
    }),
    [shown, load.failed, request],
  );

  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <PageTextsContext.Provider value={pageTexts}>{children}</PageTextsContext.Provider>
    </IntlProvider>
  );
}
