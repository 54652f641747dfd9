// The generic listing page of a page type: everything comes from its schema (columns, sort fields,
// page sizes, filters) and the company's settings for it, so adding a page type adds a schema file.
// The list state lives in the URL; phones get the endless list, wider screens pages.
import { PHONE_QUERY } from '../../ui/breakpoints';
import { useMediaQuery } from '../../ui/use-media-query';
import { DesktopListing } from './DesktopListing';
import type { ListingViewProps } from './listing-props';
import { useListingSetup } from './listing-settings';
import { PhoneListing } from './PhoneListing';
import { useListState } from './use-list-state';

export function ListingView({ schema, ...rest }: ListingViewProps) {
  const setup = useListingSetup(schema);
  const [state, setState] = useListState(setup.schema);
  const phone = useMediaQuery(PHONE_QUERY);
  const Layout = phone ? PhoneListing : DesktopListing;
  return <Layout setup={setup} state={state} onChange={setState} {...rest} />;
}
