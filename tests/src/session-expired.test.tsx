import { act, screen, within, waitFor } from '@testing-library/react';
import { profileQuery } from '../../src/api/session';
import { loginForm } from './auth-helpers';
import { mockFetch, type FetchMock } from './fetch-mock';
import { syncComparedLotsFromStorage } from '../../src/stores/compare-lots';
import { syncVisitedLotsFromStorage } from '../../src/stores/visited-lots';
import { anonymous, profile, signedIn } from './fixtures';
import { renderApp, stubPageReload } from './render';

const unauthorized = { status: 401, body: { success: false, message: 'Unauthorized' } };

/** Signed in on /bids?tab=2, then the session ends on the server and the profile is asked again. */
async function expireSession() {
  const fetch = mockFetch(signedIn());
  const view = renderApp({ path: '/bids?tab=2' });
  await screen.findByRole('heading', { name: 'My Bids' });

  fetch.use({ 'GET /user/view-profile': unauthorized, 'GET /auth/update': unauthorized });
  await act(() => view.queryClient.refetchQueries({ queryKey: profileQuery().queryKey }).catch(() => undefined));
  return { ...view, fetch, dialog: await screen.findByRole('dialog') };
}

const restore = (fetch: FetchMock) => fetch.use(signedIn());

describe('session-expired dialog', () => {
  it('opens when the refresh is refused after the user was signed in, over the page', async () => {
    const { dialog } = await expireSession();

    expect(within(dialog).getByText('Your session has expired')).toBeInTheDocument();
    expect(within(dialog).getByText('Please login to your account to proceed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Bids', hidden: true })).toBeInTheDocument();
  });

  it('logs in again from the login page and returns to the page the user was on', async () => {
    const { dialog, user, currentPath, history, fetch } = await expireSession();

    await user.click(within(dialog).getByRole('button', { name: 'Log in again' }));
    const { email, password, submit } = await loginForm();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(history()).toEqual(['/auth/login']);

    fetch.use({ 'POST /auth': () => (restore(fetch), { body: { success: true } }) });
    await user.type(email, 'client@seri.example');
    await user.type(password, 'client123');
    await user.click(submit);
    await screen.findByRole('heading', { name: 'My Bids' });
    expect(currentPath()).toBe('/bids?tab=2');
  });

  it('shows the next person to sign in in this tab nothing the previous user left: answers, compared and opened lots', async () => {
    localStorage.setItem('compare-lots', JSON.stringify(['car-auction:776']));
    localStorage.setItem('visited-lots', JSON.stringify(['car-auction:776']));
    syncComparedLotsFromStorage();
    syncVisitedLotsFromStorage();
    const { dialog, user, fetch, queryClient } = await expireSession();
    expect(screen.getByRole('link', { name: 'Compare lots: 1', hidden: true })).toBeInTheDocument();
    // an answer the previous user's pages fetched, fresh enough to be shown without asking again
    queryClient.setQueryData(['bids', 'my-bid', 'previous user'], { cars: ['lot 5101'] });

    await user.click(within(dialog).getByRole('button', { name: 'Log in again' }));
    const { email, password, submit } = await loginForm();
    const other = profile({ userId: 77, fullName: 'Olga Sato' });
    fetch.use({ 'POST /auth': () => (fetch.use(signedIn(other)), { body: { success: true } }) });
    await user.type(email, 'olga@seri.example');
    await user.type(password, 'olga1234');
    await user.click(submit);

    expect(await screen.findByRole('button', { name: 'Olga Sato, profile menu' })).toBeInTheDocument();
    expect(queryClient.getQueryData(['bids', 'my-bid', 'previous user'])).toBeUndefined();
    expect(screen.queryByRole('link', { name: /^Compare lots/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('compare-lots')).toBe('[]');
    expect(localStorage.getItem('visited-lots')).toBe('[]');
  });

  it('reloads the page', async () => {
    const { dialog, user } = await expireSession();
    const reload = stubPageReload();

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('closes when a session request succeeds again', async () => {
    const { fetch, queryClient } = await expireSession();

    restore(fetch);
    await act(() => queryClient.refetchQueries({ queryKey: profileQuery().queryKey }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the page behind is given back to assistive technology once the dialog's focus trap has let go
    expect(await screen.findByRole('heading', { name: 'My Bids' })).toBeInTheDocument();
  });

  it('is not shown to a visitor who never had a session on this page', async () => {
    mockFetch(anonymous());
    renderApp({ path: '/bids' });

    await loginForm();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
