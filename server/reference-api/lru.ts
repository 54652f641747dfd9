// A map that keeps at most `max` entries, forgetting the least recently used first: caches keyed by
// what requests ask must not grow with every new question a client thinks of.
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly max: number) {
    if (!(Number.isInteger(max) && max > 0)) throw new Error(`An LRU needs a positive whole size, got ${max}`);
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    // A Map iterates in insertion order: re-inserting moves the key to the end, the oldest stays first.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }

  /** The kept value, or `compute()`'s, kept. */
  getOrSet(key: K, compute: () => V): V {
    if (this.entries.has(key)) return this.get(key) as V;
    const value = compute();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
