import { act, screen, within, waitFor } from '@testing-library/react';
import { syncComparedLotsFromStorage } from '../../src/stores/compare-lots';
import { syncVisitedLotsFromStorage } from '../../src/stores/visited-lots';
import { sockets } from './fake-socket';
import { mockFetch } from './fetch-mock';
import { anonymous, profile, ROLES, signedIn } from './fixtures';
import { setViewport } from './media';
import { renderApp, stubPageReload } from './render';

describe('header', () => {
  beforeEach(() => {
    sockets.length = 0;
  });

  it('shows Tokyo time with the date, ticking every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2025-03-01T23:59:58Z') });
    try {
      mockFetch(signedIn());
      renderApp({ path: '/dashboard' });
      const clock = await screen.findByLabelText('Tokyo time');

      expect(clock.tagName).toBe('TIME');
      expect(clock).toHaveAttribute('dateTime', '2025-03-02T08:59:58+09:00');
      expect(clock).toHaveTextContent('Mar 2 08:59:58');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(clock).toHaveTextContent('Mar 2 08:59:59');
    } finally {
      vi.useRealTimers();
    }
  });

  it('connects live updates once signed in and shows their state', async () => {
    mockFetch(signedIn(profile({ userId: 31, ...ROLES.manager })));
    renderApp({ path: '/dashboard' });

    expect(await screen.findByRole('status', { name: 'Live updates offline' })).toBeInTheDocument();
    await waitFor(() => expect(sockets.at(-1)?.options).toMatchObject({ path: '/socket.io', transports: ['websocket'] }));
    const socket = sockets.at(-1)!;
    expect(socket.options.auth).toEqual({ user_id: 31, user_role: 991, url: window.location.origin });

    act(() => socket.serverConnect('sid-1'));
    expect(await screen.findByRole('status', { name: 'Live updates connected' })).toBeInTheDocument();
  });

  it('gives the compact logo of a phone its size before it loads, so nothing moves when it arrives', async () => {
    setViewport({ width: 390 });
    mockFetch(signedIn());
    renderApp({ path: '/dashboard' });
    const logo = await screen.findByRole('img', { name: 'Seri' });
    expect(logo).toHaveAttribute('src', '/brands/default/logo-compact-light.svg');
    expect(logo).toHaveAttribute('width', '28');
    expect(logo).toHaveAttribute('height', '28');
  });

  it('names its menu buttons with the text they show, as speech input expects', async () => {
    mockFetch(signedIn());
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Ivan Petrov, profile menu' })).toHaveTextContent('Ivan Petrov');
    expect(screen.getByRole('button', { name: 'Language: EN' })).toHaveTextContent('EN');
  });

  it('closes the live connection on logout', async () => {
    const fetch = mockFetch(signedIn());
    const { user } = renderApp({ path: '/dashboard' });
    await waitFor(() => expect(sockets.at(-1)).toBeDefined());
    const socket = sockets.at(-1)!;
    act(() => socket.serverConnect('sid-2'));

    await user.click(await screen.findByRole('button', { name: /profile menu$/i }));
    fetch.use({ ...anonymous(), 'POST /auth/logout': { body: { success: true } } });
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await screen.findByLabelText('Email');
    expect(socket.connected).toBe(false);
  });

  it('drops what the user left in the browser on logout: the compared and opened lots', async () => {
    localStorage.setItem('compare-lots', JSON.stringify(['car-auction:776']));
    localStorage.setItem('visited-lots', JSON.stringify(['car-auction:776']));
    syncComparedLotsFromStorage();
    syncVisitedLotsFromStorage();
    const fetch = mockFetch(signedIn());
    const { user } = renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'Compare lots: 1' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /profile menu$/i }));
    fetch.use({ ...anonymous(), 'POST /auth/logout': { body: { success: true } } });
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await screen.findByLabelText('Email');
    expect(screen.queryByRole('link', { name: /^Compare lots/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('compare-lots')).toBe('[]');
    expect(localStorage.getItem('visited-lots')).toBe('[]');
  });

  for (const { language, stored, logout, failed } of [
    { language: 'en', stored: null, logout: 'Logout', failed: 'You are still signed in: logging out failed. Try again.' },
    { language: 'ru', stored: '693', logout: 'Выйти', failed: 'Вы всё ещё в системе: выйти не удалось. Попробуйте ещё раз.' },
  ]) {
    it(`says so when a logout did not go through (${language}), and keeps the user signed in`, async () => {
      if (stored) localStorage.setItem('language', stored);
      const fetch = mockFetch({
        ...signedIn(profile({ language: stored ? 693 : 692 })),
        'POST /auth/logout': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      const { user } = renderApp({ path: '/dashboard' });

      await user.click(await screen.findByRole('button', { name: /(profile menu|меню профиля)$/i }));
      await user.click(await screen.findByRole('menuitem', { name: logout }));

      expect(await screen.findByText(failed)).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Log in|Войти)$/ })).not.toBeInTheDocument();
      // the next try goes through
      fetch.use({ ...anonymous(), 'POST /auth/logout': { body: { success: true } } });
      await user.click(screen.getByRole('button', { name: /(profile menu|меню профиля)$/i }));
      await user.click(await screen.findByRole('menuitem', { name: logout }));
      expect(await screen.findByRole('button', { name: /^(Log in|Войти)$/ })).toBeInTheDocument();
      expect(screen.queryByText(failed)).not.toBeInTheDocument();
    });
  }

  it('takes a logout the API answers 401 (no session left, refresh refused) as done', async () => {
    const fetch = mockFetch(signedIn());
    const { user } = renderApp({ path: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: /profile menu$/i }));
    // the session ended elsewhere meanwhile (another tab, a password change)
    fetch.use({ ...anonymous(), 'POST /auth/logout': { status: 401, body: { success: false, message: 'Unauthorized' } } });
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await screen.findByLabelText('Email');
    expect(fetch.callsTo('GET /auth/update').length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves a signed-in user’s language on the account, then reloads in it', async () => {
    const fetch = mockFetch(signedIn());
    const { user } = renderApp({ path: '/dashboard' });
    const reload = stubPageReload();

    await user.click(await screen.findByRole('button', { name: /^Language/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['English', 'Русский']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Русский' }));

    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(fetch.callsTo('PUT /user/update-setting')[0]!.body).toEqual({ language: 693 });
    expect(localStorage.getItem('language')).toBe('693');
    // the portal preloads the next page's texts in it (server/index-page.ts)
    expect(document.cookie).toContain('seri_language=ru');
  });

  for (const { language, stored, pick, failed } of [
    { language: 'en', stored: null, pick: 'Русский', failed: 'Your language was not saved. Try again.' },
    { language: 'ru', stored: '693', pick: 'English', failed: 'Язык не сохранён. Попробуйте ещё раз.' },
  ]) {
    it(`says so when a signed-in user’s language could not be saved (${language}), and stays in its language`, async () => {
      if (stored) localStorage.setItem('language', stored);
      const fetch = mockFetch({
        ...signedIn(profile({ language: stored ? 693 : 692 })),
        'PUT /user/update-setting': { status: 500, body: { success: false, message: 'down' } },
      });
      const { user } = renderApp({ path: '/dashboard' });
      const reload = stubPageReload();

      await user.click(await screen.findByRole('button', { name: /^(Language|Язык)/ }));
      await user.click(await screen.findByRole('menuitem', { name: pick }));

      expect(await screen.findByText(failed)).toHaveAttribute('role', 'alert');
      expect(reload).not.toHaveBeenCalled();
      expect(localStorage.getItem('language')).toBe(stored);
      // it covers the top of the page: it goes as a toast would, 5 s on
      await waitFor(() => expect(screen.queryByText(failed)).not.toBeInTheDocument(), { timeout: 7000 });
      // the next pick tries again
      fetch.use({ 'PUT /user/update-setting': { body: { success: true } } });
      await user.click(screen.getByRole('button', { name: /^(Language|Язык)/ }));
      await user.click(await screen.findByRole('menuitem', { name: pick }));
      await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    });
  }

  it('only stores the language of a visitor on the auth pages before reloading', async () => {
    const fetch = mockFetch(anonymous());
    const { user } = renderApp({ path: '/auth/login' });
    const reload = stubPageReload();

    await user.click(await screen.findByRole('button', { name: /^Language/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Русский' }));

    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(fetch.callsTo('PUT /user/update-setting')).toHaveLength(0);
    expect(localStorage.getItem('language')).toBe('693');
  });

  const keyboardMenus = [
    { menu: 'language', routes: anonymous, path: '/auth/login', button: 'Language: EN', first: 'English' },
    { menu: 'profile', routes: signedIn, path: '/dashboard', button: 'Ivan Petrov, profile menu', first: 'Profile' },
  ].flatMap((menu) => ['{ArrowDown}', '{Enter}'].map((key) => ({ ...menu, key })));

  it.each(keyboardMenus)(
    'opens the $menu menu on its first item from the keyboard ($key); Escape returns to the button',
    async ({ routes, path, button: name, first, key }) => {
      mockFetch(routes());
      const { user } = renderApp({ path });
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');

      act(() => button.focus());
      await user.keyboard(key);
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(within(menu).getByRole('menuitem', { name: first })).toHaveFocus());

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name })).toHaveFocus();
    },
  );

  it('opens the profile page from the profile menu', async () => {
    mockFetch(signedIn());
    const { user, currentPath } = renderApp({ path: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Ivan Petrov, profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));
    await waitFor(() => expect(currentPath()).toBe('/profile'));
  });

  it('shows the company’s header and footer links in the current language', async () => {
    localStorage.setItem('language', '693');
    mockFetch(signedIn());
    renderApp({
      path: '/dashboard',
      config: {
        headerLinks: [{ href: '/how-to-buy', label: { en: 'How to buy', ru: 'Как купить' } }],
        footerLinks: [{ href: 'https://example.com/terms', label: { en: 'Terms', ru: 'Условия' } }],
      },
    });

    expect(await screen.findByRole('link', { name: 'Как купить' })).toHaveAttribute('href', '/how-to-buy');
    expect(screen.getByRole('link', { name: 'Условия' })).toHaveAttribute('href', 'https://example.com/terms');
  });
});
