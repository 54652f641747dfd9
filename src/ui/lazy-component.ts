// A lazily loaded component that renders at once when its module is already in. React.lazy suspends
// on its first render even then, and React holds back what a boundary reveals after its fallback for
// up to 300 ms (its fallback throttle): the first screen's rows waited that long, the browser idle.
import { createElement, lazy, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface LazyComponent<P, M extends Module<P> = Module<P>> {
  Component: ComponentType<P>;
  /** starts the load (once; again after a failure) and answers the module */
  preload: () => Promise<M>;
}

export function lazyComponent<P extends object, M extends Module<P> = Module<P>>(load: () => Promise<M>): LazyComponent<P, M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Component(props: P) {
    // decided once per mount: switching from the lazy stand-in to the module would remount the subtree
    const [ready] = useState(() => loaded);
    return createElement((ready?.default ?? Lazy) as ComponentType<P>, props);
  }
  return { Component, preload };
}
