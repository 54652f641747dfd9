// A lazily loaded component whose code starts loading as soon as its module is evaluated when the
// screen matches `media`: a page that will render it does not wait for its first render to ask.
import { lazy, type ComponentType } from 'react';

export function lazyFor<P extends object>(media: string, load: () => Promise<ComponentType<P>>) {
  const module = () => load().then((component) => ({ default: component }));
  if (typeof window !== 'undefined' && window.matchMedia?.(media).matches) void module().catch(() => undefined);
  return lazy(module);
}
