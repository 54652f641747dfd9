// The company (white-label) configuration the server injects into the page, as React context.
import { createContext, useContext } from 'react';
import type { CompanyConfig } from '../../config/company-schema';

/** Used when the page carries no configuration (component tests, a misconfigured server). */
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
  contactUrl: '/about',
};

export const CompanyConfigContext = createContext<CompanyConfig>(FALLBACK_COMPANY_CONFIG);

export const useCompanyConfig = (): CompanyConfig => useContext(CompanyConfigContext);
