// An engine component with the app's providers around it, on an in-memory location, without the shell.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CompanyConfig } from '../../../config/company-schema';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import carAuction from '../../../schemas/page-types/car-auction.json';
import { AppProviders } from '../../../src/app/providers';
import { createQueryClient } from '../../../src/app/query-client';
import { syncListingPreferencesFromStorage } from '../../../src/engine/listing/listing-preferences';
import { syncVisitedLotsFromStorage } from '../../../src/stores/visited-lots';
import { FALLBACK_COMPANY_CONFIG } from '../../../src/ui/company-config';

export const carSchema = carAuction as unknown as PageTypeSchema;

/** The height every element measures in these tests. */
export const ROW_HEIGHT_PX = 100;

export interface RenderOptions {
  path?: string;
  config?: Partial<CompanyConfig>;
  /** on the window's own location and history (Back, Forward) instead of an in-memory one */
  browser?: boolean;
}

export function renderEngine(ui: ReactElement, { path = '/car-auctions', config, browser = false }: RenderOptions = {}) {
  // a fresh page: stored choices are read again
  // jsdom lays nothing out and cannot scroll: the virtualizer's scroll corrections and the list's
  // back-to-top go nowhere
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // nor does it measure: rows get a height, so the virtualized lists render what a 768 px window shows
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_HEIGHT_PX);
  syncListingPreferencesFromStorage();
  syncVisitedLotsFromStorage();
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <Router {...(browser ? {} : { hook: location.hook, searchHook: location.searchHook })}>
      <AppProviders config={{ ...FALLBACK_COMPANY_CONFIG, ...config }} queryClient={queryClient}>
        {ui}
      </AppProviders>
    </Router>,
  );
  return {
    ...view,
    user,
    queryClient,
    /** path and query the app shows now */
    currentPath: () => location.history!.at(-1),
    navigate: location.navigate,
    history: () => [...location.history!],
  };
}
