// The generic listing page of a page type: everything comes from its schema (columns, sort fields,
// page sizes, filters) and the company's settings for it, so adding a page type adds a schema file.
// The list state lives in the URL; phones get the endless list, wider screens pages.
import { lazy, Suspense } from 'react';
import { PHONE_QUERY } from '../../ui/breakpoints';
import { PageSpinner } from '../../ui/Spinners';
import { useMediaQuery } from '../../ui/use-media-query';
import { DesktopListing } from './DesktopListing';
import type { ListingViewProps } from './listing-props';
import { useListingSetup } from './listing-settings';
import { useListState } from './use-list-state';

// Only phones load the endless list and the filter drawer (with Fluent's drawer under it).
const PhoneListing = lazy(() => import('./PhoneListing').then((m) => ({ default: m.PhoneListing })));

export function ListingView({ schema, ...rest }: ListingViewProps) {
  const setup = useListingSetup(schema);
  const [state, setState] = useListState(setup.schema);
  const phone = useMediaQuery(PHONE_QUERY);
  const props = { setup, state, onChange: setState, ...rest };
  return phone ? (
    <Suspense fallback={<PageSpinner />}>
      <PhoneListing {...props} />
    </Suspense>
  ) : (
    <DesktopListing {...props} />
  );
}
