/**
 * Results of a costly pure computation kept by key, the most recently used ones first, at most `maxEntries` of
 * them (the least recently used goes). For answers that depend only on their inputs: a server-drawn chart is
 * drawn again only when its data changes (issue 13).
 */
export class BoundedMemo<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries = 100) {}

  get(key: string, compute: () => V): V {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as V;
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A key for plain data (objects, arrays, strings, numbers, booleans, null), or null when it holds something JSON
 * cannot tell apart (a function, say a chart's formatter): such inputs are not memoised.
 */
export function dataKey(value: unknown): string | null {
  let plain = true;
  const key = JSON.stringify(value, (_name, item: unknown) => {
    if (typeof item === "function" || typeof item === "symbol" || typeof item === "bigint" || (typeof item === "number" && !Number.isFinite(item))) plain = false;
    return item;
  });
  return plain && key !== undefined ? key : null;
}
