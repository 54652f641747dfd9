// Values derived from a schema and settings, made once per schema and settings key: a derived schema
// or column list stays the same object, so what is cached or compiled per object is done once.
type KeyedMemo<O extends object, V> = (owner: O, key: string, make: () => V) => V;

export function keyedMemo<O extends object, V>(): KeyedMemo<O, V> {
  const cache = new WeakMap<O, Map<string, V>>();
  return (owner, key, make) => {
    const byKey = cache.get(owner) ?? new Map<string, V>();
    cache.set(owner, byKey);
    let value = byKey.get(key);
    if (value === undefined) {
      value = make();
      byKey.set(key, value);
    }
    return value;
  };
}
