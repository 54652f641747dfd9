// A lazily loaded component whose code starts loading as soon as its module is evaluated when the
// screen matches `media`: a page that will render it does not wait for its first render to ask, and
// renders it at once when it is in by then.
import type { ComponentType } from 'react';
import { lazyComponent } from './lazy-component';

export function lazyFor<P extends object>(media: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Component, preload } = lazyComponent<P>(() => load().then((component) => ({ default: component })));
  if (typeof window !== 'undefined' && window.matchMedia?.(media).matches) void preload().catch(() => undefined);
  return Component;
}
