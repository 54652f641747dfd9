import { act, screen } from '@testing-library/react';
import { mockFetch } from './fetch-mock';
import { anonymous, signedIn } from './fixtures';
import { setViewport } from './media';
import { renderApp } from './render';

/** The page background the app's Fluent provider sets now, from its theme's CSS variables. */
function pageBackground(container: HTMLElement): string | undefined {
  const classes = [...container.firstElementChild!.classList].map((name) => `.${name}`);
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]) as CSSStyleRule[];
  const themeRules = rules.filter(({ selectorText }) => classes.includes(selectorText));
  return themeRules.map(({ cssText }) => /--colorNeutralBackground1: ?([^;]+);/.exec(cssText)?.[1]).find(Boolean);
}

describe('theme', () => {
  it('toggles between light and dark and keeps the choice', async () => {
    mockFetch(signedIn());
    const { user, unmount, container } = renderApp({ path: '/dashboard' });

    const toDark = await screen.findByRole('button', { name: 'Switch to dark theme' });
    expect(pageBackground(container)).toBe('#ffffff');
    await user.click(toDark);
    // the dark theme's data loads on its first use
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(pageBackground(container)).toBe('#292929');
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
