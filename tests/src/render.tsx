// Renders the whole app as a user meets it: providers, router on an in-memory location, session.
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CompanyConfig } from '../../config/company-schema';
import { App } from '../../src/app/App';
import { textAreasAt } from '../../src/app/layouts';
import { AppProviders } from '../../src/app/providers';
import { createQueryClient } from '../../src/app/query-client';
import { syncPreferencesFromStorage } from '../../src/stores/preferences';
import { SessionStatus, sessionStore } from '../../src/stores/session';
import { FALLBACK_COMPANY_CONFIG } from '../../src/ui/company-config';

interface RenderAppOptions {
  path?: string;
  config?: Partial<CompanyConfig>;
  /** the client the page's first calls went into before the app rendered (src/app/start-page.ts) */
  queryClient?: QueryClient;
}

export function renderApp({ path = '/', config, queryClient = createQueryClient() }: RenderAppOptions = {}) {
  // a fresh page: the session is unknown and preferences come from storage
  Object.assign(sessionStore, { status: SessionStatus.unknown, expired: false });
  syncPreferencesFromStorage();

  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppProviders
        config={{ ...FALLBACK_COMPANY_CONFIG, ...config }}
        firstTextAreas={textAreasAt(path.split('?')[0]!)}
        queryClient={queryClient}
      >
        <App />
      </AppProviders>
    </Router>,
  );
  return {
    ...view,
    user,
    queryClient,
    /** the path the app shows now */
    currentPath: () => location.history!.at(-1),
    /** every path the app went through, redirects replacing their entry */
    history: () => [...location.history!],
    navigate: location.navigate,
  };
}

/** jsdom cannot reload a page: a stand-in location records the reload. */
export function stubPageReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { href: window.location.href, origin: window.location.origin, reload });
  return reload;
}
