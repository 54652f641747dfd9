// The company (white-label) configuration the server injects into the page, as React context.
import { createContext, useContext } from 'react';
import type { CompanyConfig } from '../../config/company-schema';
import { localized, type Locale } from '../i18n/locales';

const contactManager = {
  href: 'mailto:support@seri.example',
  label: { en: 'Contact your manager', ru: 'Написать менеджеру' },
};

/** Used when the page carries no configuration (component tests, a misconfigured server): every page type on. */
export const FALLBACK_COMPANY_CONFIG: CompanyConfig = {
  name: 'Seri',
  logos: {
    light: '/brands/default/logo-light.svg',
    dark: '/brands/default/logo-dark.svg',
    compactLight: '/brands/default/logo-compact-light.svg',
    compactDark: '/brands/default/logo-compact-dark.svg',
  },
  favicon: '/brands/default/favicon.svg',
  theme: { brand: '#0f6cbd' },
  headerLinks: [],
  footerLinks: [],
  loginNotice: null,
  supportEmail: 'support@seri.example',
  contactLinks: { restrictedUser: contactManager, cannotCancel: contactManager },
  share: {
    message: {
      en: '{title}\nLot page: {link}\nAccess code: {password}',
      ru: '{title}\nСтраница лота: {link}\nКод доступа: {password}',
    },
    messengerUrl: 'https://wa.me/?text={text}',
  },
};

export const CompanyConfigContext = createContext<CompanyConfig>(FALLBACK_COMPANY_CONFIG);

export const useCompanyConfig = (): CompanyConfig => useContext(CompanyConfigContext);

export interface SharedLot {
  title: string;
  link: string;
  password: string;
}

/** The company's share text in `locale`, its {title}, {link} and {password} filled in. */
export function shareText(share: CompanyConfig['share'], locale: Locale, lot: SharedLot): string {
  return localized(share.message, locale).replace(/\{(title|link|password)\}/g, (_, name: keyof SharedLot) => lot[name]);
}

/** The messenger link that opens a chat with `text` typed in. */
export function messengerLink(share: CompanyConfig['share'], text: string): string {
  return share.messengerUrl.replace('{text}', encodeURIComponent(text));
}
