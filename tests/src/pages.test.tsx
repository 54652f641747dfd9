import { screen } from '@testing-library/react';
import { mockFetch } from './fetch-mock';
import { anonymous, signedIn } from './fixtures';
import { renderApp } from './render';

const PLACEHOLDER = 'This page is a placeholder: it will be built in a later release.';

describe('pages built in later releases', () => {
  it.each([['/car-auctions/41', 'Car lot']])('%s says it is a placeholder under its title', async (path, title) => {
    mockFetch(signedIn());
    renderApp({ path });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    expect(document.title).toBe(`${title} | Seri`);
  });

  it('titles the built bid pages in Russian too, with no placeholder', async () => {
    localStorage.setItem('language', '693');
    mockFetch(signedIn());
    renderApp({ path: '/bids' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Мои ставки' })).toBeInTheDocument();
    expect(screen.queryByText(/Эта страница — заглушка/)).not.toBeInTheDocument();
  });

  it('keeps the other account pages in the auth card for visitors', async () => {
    mockFetch(anonymous());
    renderApp({ path: '/auth/sign-up' });

    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
