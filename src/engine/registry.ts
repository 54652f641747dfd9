// Registries map a schema kind (filter, column, cell, detail section) to what renders it, as rjsf's
// widget registry does. An unknown kind fails loudly with the schema fragment that asked for it.

export interface Registry<Kind extends string, Item> {
  register(kind: Kind, item: Item): void;
  /** throws `No <what> for kind '<kind>' in <fragment>` when the kind has nothing registered */
  get(kind: string, fragment?: unknown): Item;
  kinds(): Kind[];
}

export function createRegistry<Kind extends string, Item>(what: string): Registry<Kind, Item> {
  const items = new Map<string, Item>();
  return {
    register(kind, item) {
      if (items.has(kind)) throw new Error(`A ${what} for kind '${kind}' is already registered`);
      items.set(kind, item);
    },
    get(kind, fragment) {
      const item = items.get(kind);
      if (item === undefined) {
        throw new Error(`No ${what} for kind '${kind}'${fragment === undefined ? '' : ` in ${JSON.stringify(fragment)}`}`);
      }
      return item;
    },
    kinds: () => [...items.keys()] as Kind[],
  };
}
