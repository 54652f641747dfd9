// The generic listing page of a page type: everything comes from its schema (columns, sort fields,
// page sizes, filters) and the company's settings for it, so adding a page type adds a schema file.
// The list state lives in the URL; phones get the endless list, wider screens pages.
import { Suspense } from 'react';
import { PHONE_QUERY, WIDER_THAN_PHONE_QUERY } from '../../ui/breakpoints';
import { lazyFor } from '../../ui/lazy-for';
import { PageSpinner } from '../../ui/Spinners';
import { useMediaQuery } from '../../ui/use-media-query';
import type { ListingViewProps } from './listing-props';
import { useListingSetup } from './listing-settings';
import { useListState } from './use-list-state';

// Each screen loads only its own listing: phones the endless list, wider screens the filter panel,
// pages and the table, each starting to load with the route's code.
const PhoneListing = lazyFor(PHONE_QUERY, () => import('./PhoneListing').then((m) => m.PhoneListing));
const DesktopListing = lazyFor(WIDER_THAN_PHONE_QUERY, () => import('./DesktopListing').then((m) => m.DesktopListing));

export function ListingView({ schema, ...rest }: ListingViewProps) {
  const setup = useListingSetup(schema);
  const [state, setState] = useListState(setup.schema);
  const phone = useMediaQuery(PHONE_QUERY);
  const props = { setup, state, onChange: setState, ...rest };
  return <Suspense fallback={<PageSpinner />}>{phone ? <PhoneListing {...props} /> : <DesktopListing {...props} />}</Suspense>;
}
