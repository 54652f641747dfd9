import { act, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { CarLot } from '../../../../schemas/api/listing';
import { listingPageQuery } from '../../../../src/api/listing';
import { initialListState } from '../../../../shared/list/list-params';
import { WishlistButton } from '../../../../src/features/favorites/WishlistButton';
import { carSchema, renderEngine } from '../../engine/harness';
import { carLot, pageInfo } from '../../engine/lots';
import { deferredReply, mockFetch } from '../../fetch-mock';
import { inGroup } from './favorites-fixtures';

const state = initialListState(carSchema);

/** A lot as a listing shows it: its star reads the lot from the listing's cache, as the lists do. */
function ListedLot() {
  const lot = useQuery(listingPageQuery(carSchema, state)).data?.lots[0];
  return lot ? <WishlistButton lotId={lot.id} pageType="car-auction" wishList={lot.wishList} /> : null;
}

function renderListedLot(lot: CarLot) {
  const fetch = mockFetch({
    'GET /car-auction/listing': { body: { carsList: [lot], pageInfo: pageInfo({ totalSearchResults: 1 }) } },
    'POST /favorite/add': { body: { success: true } },
    'DELETE /favorite/delete': { body: { success: true } },
  });
  return { fetch, ...renderEngine(<ListedLot />) };
}

const star = (name: string | RegExp) => screen.findByRole('button', { name });

describe('the wishlist star', () => {
  it('adds a lot to the chosen group at once and closes the chooser', async () => {
    const { user, fetch } = renderListedLot(carLot(1, { wishList: inGroup(undefined) }));
    const reply = deferredReply();
    fetch.use({ 'POST /favorite/add': reply.handler });

    await user.click(await star('Add to favorites'));
    // the chooser is named by its star
    const groups = await screen.findByRole('menu', { name: 'Add to favorites' });
    expect(
      within(groups)
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent),
    ).toEqual(['Group A', 'Group B', 'Group C', 'Group D', 'Group E']);
    expect(within(groups).getByRole('menuitemcheckbox', { name: 'Group B' })).toHaveAttribute('aria-checked', 'false');
    await user.click(within(groups).getByRole('menuitemcheckbox', { name: 'Group B' }));

    // shown before the API answers
    expect(await star('In favorites: group B')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(fetch.callsTo('POST /favorite/add')[0]!.body).toEqual({ group: 'B', carId: '1001', type: 'car-auction' });
    reply.release({ body: { success: true } });
    expect(await star('In favorites: group B')).toBeInTheDocument();
  });

  it('moves a lot to another group, its active one checked in the chooser', async () => {
    const { user, fetch } = renderListedLot(carLot(1, { wishList: inGroup('A') }));

    await user.click(await star('In favorites: group A'));
    const groups = await screen.findByRole('menu', { name: 'In favorites: group A' });
    expect(within(groups).getByRole('menuitemcheckbox', { name: 'Group A' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(groups).getByRole('menuitemcheckbox', { name: 'Group C' }));

    expect(await star('In favorites: group C')).toBeInTheDocument();
    expect(fetch.callsTo('POST /favorite/add')[0]!.body).toEqual({ group: 'C', carId: '1001', type: 'car-auction' });
    expect(fetch.callsTo('DELETE /favorite/delete')).toHaveLength(0);
  });

  it('removes a lot when its active group is chosen again', async () => {
    const { user, fetch } = renderListedLot(carLot(1, { wishList: inGroup('A') }));

    await user.click(await star('In favorites: group A'));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Group A' }));

    expect(await star('Add to favorites')).toBeInTheDocument();
    const [call] = fetch.callsTo('DELETE /favorite/delete');
    expect(Object.fromEntries(call!.query)).toEqual({ group: 'A', carId: '1001' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('changes back and says so when the API refuses', async () => {
    const { user, fetch } = renderListedLot(carLot(1, { wishList: inGroup('D') }));
    const reply = deferredReply();
    fetch.use({ 'POST /favorite/add': reply.handler });

    await user.click(await star('In favorites: group D'));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Group E' }));
    expect(await star('In favorites: group E')).toBeInTheDocument();

    reply.release({ status: 500, body: { success: false, message: 'Server error' } });
    expect(await star('In favorites: group D')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Favorites could not be updated. Try again.');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Favorites could not be updated. Try again.');
  });

  it('mounts no tooltip until a change fails (every listed lot has a star)', async () => {
    renderListedLot(carLot(1, { wishList: inGroup('D') }));
    expect(await star('In favorites: group D')).toBeInTheDocument();
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });

  it('mounts no menu for a star until it is first opened (Fluent’s trigger would say "collapsed")', async () => {
    renderListedLot(carLot(1, { wishList: inGroup(undefined) }));
    const button = await star('Add to favorites');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');
  });

  it.each(['{ArrowDown}', '{Enter}', ' '])(
    'opens the chooser on its first group from the keyboard (%s); Escape returns to the star',
    async (key) => {
      const { user } = renderListedLot(carLot(1, { wishList: inGroup(undefined) }));
      await act(async () => (await star('Add to favorites')).focus());
      await user.keyboard(key);
      const groups = await screen.findByRole('menu', { name: 'Add to favorites' });
      await waitFor(() => expect(within(groups).getByRole('menuitemcheckbox', { name: 'Group A' })).toHaveFocus());

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveFocus();
    },
  );

  it('chooses from the keyboard, and opens again after a choice', async () => {
    const { user, fetch } = renderListedLot(carLot(1, { wishList: inGroup(undefined) }));
    await act(async () => (await star('Add to favorites')).focus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: 'Group A' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');

    expect(await star('In favorites: group B')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(fetch.callsTo('POST /favorite/add')[0]!.body).toEqual({ group: 'B', carId: '1001', type: 'car-auction' });

    await user.click(await star('In favorites: group B'));
    const groups = await screen.findByRole('menu', { name: 'In favorites: group B' });
    expect(within(groups).getByRole('menuitemcheckbox', { name: 'Group B' })).toHaveAttribute('aria-checked', 'true');
  });
});
