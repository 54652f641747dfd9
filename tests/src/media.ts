// jsdom has no matchMedia. This stand-in answers width and colour-scheme queries from a
// viewport the tests control, and tells listeners when it changes, as a browser would.
import { vi } from 'vitest';

type Listener = (event: { matches: boolean; media: string }) => void;

const viewport = { width: 1280, dark: false };
const listeners = new Map<Listener, string>();

function matches(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (max) return viewport.width <= Number(max[1]);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (min) return viewport.width >= Number(min[1]);
  if (query.includes('prefers-color-scheme: dark')) return viewport.dark;
  return false;
}

function matchMedia(query: string): MediaQueryList {
  return {
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: Listener) => listeners.set(listener, query),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.set(listener, query),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
}

export function installMatchMedia(): void {
  window.matchMedia = matchMedia;
}

export function setViewport(next: Partial<typeof viewport>): void {
  Object.assign(viewport, next);
  listeners.forEach((query, listener) => listener({ matches: matches(query), media: query }));
}

export function resetViewport(): void {
  setViewport({ width: 1280, dark: false });
}

/** jsdom has no IntersectionObserver: one under which nothing ever comes into view. */
export function stubIntersectionObserver(): void {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}
