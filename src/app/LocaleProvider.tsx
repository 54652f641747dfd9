import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { loadedMessages, loadMessages, type Messages } from '../i18n/messages';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { preferences } from '../stores/preferences';
import { useCompanyConfig } from '../ui/company-config';
import { brandMessages } from '../../shared/page-types/brand-labels';

interface Shown {
  locale: Locale;
  messages: Messages;
}

/**
 * react-intl with the chosen language (else the company's default, else English), its messages with
 * the company's column headings. A switch to a language whose messages are not loaded yet keeps the
 * current texts until they arrive.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const chosen = useSnapshot(preferences).locale;
  const config = useCompanyConfig();
  const companyDefault = config.defaultLanguage;
  const locale = chosen ?? companyDefault ?? DEFAULT_LOCALE;
  const [shown, setShown] = useState<Shown | undefined>(() => {
    const messages = loadedMessages(locale);
    return messages && { locale, messages };
  });

  useEffect(() => {
    if (shown?.locale === locale) return;
    let current = true;
    loadMessages(locale).then(
      (messages) => current && setShown({ locale, messages }),
      (error: unknown) => {
        console.error(error);
        if (current && !shown) setShown({ locale: DEFAULT_LOCALE, messages: loadedMessages(DEFAULT_LOCALE)! });
      },
    );
    return () => {
      current = false;
    };
  }, [locale, shown]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.locale;
  }, [shown]);

  const messages = useMemo(() => shown && { ...shown.messages, ...brandMessages(config, shown.locale) }, [shown, config]);

  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
