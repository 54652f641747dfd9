import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CompanyConfig } from '../../config/company-schema';
import { CompanyConfigContext } from '../ui/company-config';
import { LocaleProvider } from './LocaleProvider';
import { ThemeProviders } from './theme/ThemeProviders';

interface AppProvidersProps {
  config: CompanyConfig;
  /** The visit opens on a page that needs only the core texts (src/app/layouts.ts). */
  coreTextsOnly?: boolean;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything the app reads from context: company config, server state, texts and theme. */
export function AppProviders({ config, coreTextsOnly, queryClient, children }: AppProvidersProps) {
  return (
    <CompanyConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider coreTextsOnly={coreTextsOnly}>
          <ThemeProviders brand={config.theme.brand}>{children}</ThemeProviders>
        </LocaleProvider>
      </QueryClientProvider>
    </CompanyConfigContext.Provider>
  );
}
