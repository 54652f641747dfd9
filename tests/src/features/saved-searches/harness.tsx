// One feature component with the app's providers around it, on an in-memory location, without the
// shell: the listing page hands the component its schema and list state the same way.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageTypeSchema } from '../../../../schemas/meta/page-type.schema';
import carAuction from '../../../../schemas/page-types/car-auction.json';
import { AppProviders } from '../../../../src/app/providers';
import { createQueryClient } from '../../../../src/app/query-client';
import { FALLBACK_COMPANY_CONFIG } from '../../../../src/ui/company-config';

export const carSchema = carAuction as unknown as PageTypeSchema;

export function renderFeature(ui: ReactElement, { path = '/car-auctions' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AppProviders config={FALLBACK_COMPANY_CONFIG} queryClient={queryClient}>
        {ui}
      </AppProviders>
    </Router>,
  );
  return { ...view, user, queryClient, currentPath: () => location.history!.at(-1) };
}
