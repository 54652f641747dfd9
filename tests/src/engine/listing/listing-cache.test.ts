import { QueryClient } from '@tanstack/react-query';
import { listingKeys, patchListingLot, type ListingPage } from '../../../../src/api/listing';
import { initialListState } from '../../../../shared/list/list-params';
import { carSchema } from '../harness';
import { carLot, pageInfo } from '../lots';

describe('the listing cache', () => {
  it('patches a lot in every cached list of its page type, pages and endless lists alike', () => {
    const client = new QueryClient();
    const state = initialListState(carSchema);
    const page: ListingPage = { lots: [carLot(1), carLot(2)], pageInfo: pageInfo() };
    client.setQueryData(listingKeys.page(carSchema, state), page);
    client.setQueryData(listingKeys.endless(carSchema, state), { pages: [page], pageParams: [1] });
    client.setQueryData(['listing', 'bikes', 'page', 'x'], page);

    patchListingLot(client, 'car-auction', '1002', (lot) => ({ ...lot, wishList: [{ group: 'A', value: true }] }));

    const wish = (data: ListingPage | undefined) => data?.lots.map((l) => l.wishList.length);
    expect(wish(client.getQueryData(listingKeys.page(carSchema, state)))).toEqual([0, 1]);
    expect(wish(client.getQueryData<{ pages: ListingPage[] }>(listingKeys.endless(carSchema, state))?.pages[0])).toEqual([0, 1]);
    expect(wish(client.getQueryData(['listing', 'bikes', 'page', 'x']))).toEqual([0, 0]);
  });

  it('keys the endless list without the page, so it always starts at 1', () => {
    const state = initialListState(carSchema);
    expect(listingKeys.endless(carSchema, { ...state, page: 4 })).toEqual(listingKeys.endless(carSchema, state));
    expect(listingKeys.page(carSchema, { ...state, page: 4 })).not.toEqual(listingKeys.page(carSchema, state));
  });
});
