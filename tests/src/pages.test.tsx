import { screen } from '@testing-library/react';
import { mockFetch } from './fetch-mock';
import { anonymous, signedIn } from './fixtures';
import { renderApp } from './render';

describe('built pages', () => {
  it('names a lot detail page after the car, with no placeholder', async () => {
    mockFetch(signedIn());
    renderApp({ path: '/car-auctions/41' });

    // the fake API has no such lot: the page keeps its title and leads back to the listing
    expect(await screen.findByRole('heading', { level: 1, name: 'Car lot' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Back to the listing' })).toHaveAttribute('href', '/car-auctions');
    expect(screen.queryByText(/placeholder/)).not.toBeInTheDocument();
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
