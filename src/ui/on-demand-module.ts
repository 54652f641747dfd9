// A module that loads when the page first asks for it, not with the page; the components that wait
// for it render again once it is there.
import { useSyncExternalStore } from 'react';

export interface OnDemandModule<M> {
  /** starts the load (once; again after a failure) and answers the module */
  load(): Promise<M>;
  /** the module once loaded, else undefined */
  useLoaded(): M | undefined;
}

export function onDemandModule<M>(importModule: () => Promise<M>): OnDemandModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => loaded;
  return {
    load: () =>
      (loading ??= importModule().then(
        (module) => {
          loaded = module;
          listeners.forEach((listener) => listener());
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    useLoaded: () => useSyncExternalStore(subscribe, snapshot, snapshot),
  };
}
