import { screen, waitFor } from '@testing-library/react';
import { mockFetch } from './fetch-mock';
import { anonymous, signedIn } from './fixtures';
import { renderApp } from './render';

describe('not-found page', () => {
  it('says so inside the shell, with a way to the car auctions', async () => {
    mockFetch(signedIn());
    const { user, currentPath } = renderApp({ path: '/no/such/page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist or has been moved.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Seri'));

    await user.click(screen.getByRole('link', { name: 'Go to car auctions' }));
    expect(currentPath()).toBe('/car-auctions');
    expect(await screen.findByRole('heading', { name: 'Car Listing' })).toBeInTheDocument();
  });

  it('is shown to anonymous visitors too, who then meet the login', async () => {
    mockFetch(anonymous());
    const { user, currentPath } = renderApp({ path: '/car-auctions/1/2' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to car auctions' })).toHaveAttribute('href', '/car-auctions');
    await user.click(screen.getByRole('link', { name: 'Go to car auctions' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(currentPath()).toBe('/auth/login');
  });
});
