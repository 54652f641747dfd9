// Schemas loaded when a page shows them, each file its own chunk, so a page carries only the schema it
// renders (the portal preloads it with the page's code: build/page-preloads.ts).
import { use } from 'react';

type SchemaModule = Promise<{ default: unknown }>;

/** A promise marked fulfilled the way React's use() reads it: use() then answers at once, not suspending. */
type SchemaPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export interface SchemaModules<T> {
  /** the schema of that id; one load per id. The build and the server validated every file. */
  load(id: string): Promise<T>;
  /**
   * The schema, suspending the page until it has loaded; at once when it has (a suspended first screen
   * would wait out React's fallback throttle: src/ui/lazy-component.ts). Call it on every render: called
   * on some only, React loses the order of the page's hooks.
   */
  use(id: string): T;
}

/** `kind` names the schemas in the error for an unknown id. */
export function schemaModules<T>(kind: string, loaders: Readonly<Record<string, () => SchemaModule>>): SchemaModules<T> {
  const loading = new Map<string, SchemaPromise<T>>();
  const load = (id: string): Promise<T> => {
    const loader = loaders[id];
    if (!loader) return Promise.reject(new Error(`No ${kind} schema '${id}'`));
    let schema = loading.get(id);
    if (!schema) {
      const pending: SchemaPromise<T> = loader().then((module) => {
        const value = module.default as T;
        Object.assign(pending, { status: 'fulfilled', value });
        return value;
      });
      schema = pending;
      loading.set(id, schema);
    }
    return schema;
  };
  return { load, use: (id) => use(load(id)) };
}
