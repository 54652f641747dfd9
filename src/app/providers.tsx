import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CompanyConfig } from '../../config/company-schema';
import { CompanyConfigContext } from '../ui/company-config';
import { LocaleProvider } from './LocaleProvider';
import { ThemeProviders } from './theme/ThemeProviders';

interface AppProvidersProps {
  config: CompanyConfig;
  /** The text areas of the page the visit opens on (src/app/layouts.ts); every area when not given. */
  firstTextAreas?: readonly string[];
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything the app reads from context: company config, server state, texts and theme. */
export function AppProviders({ config, firstTextAreas, queryClient, children }: AppProvidersProps) {
  return (
    <CompanyConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <LocaleProvider firstAreas={firstTextAreas}>
          <ThemeProviders brand={config.theme.brand}>{children}</ThemeProviders>
        </LocaleProvider>
      </QueryClientProvider>
    </CompanyConfigContext.Provider>
  );
}
