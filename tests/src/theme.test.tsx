import { act, screen } from '@testing-library/react';
import { mockFetch } from './fetch-mock';
import { anonymous, signedIn } from './fixtures';
import { setViewport } from './media';
import { renderApp } from './render';

describe('theme', () => {
  it('toggles between light and dark and keeps the choice', async () => {
    mockFetch(signedIn());
    const { user, unmount } = renderApp({ path: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(localStorage.getItem('theme')).toBe('dark');
    unmount();

    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('follows the system’s colour scheme, live, until the user chooses', async () => {
    mockFetch(anonymous());
    setViewport({ dark: true });
    const { user } = renderApp({ path: '/auth/login' });

    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    act(() => setViewport({ dark: false }));
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    act(() => setViewport({ dark: false }));
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
