/**
 * Results of a costly pure computation kept by key, the most recently used ones first, at most `maxEntries` of
 * them (the least recently used goes). For answers that depend only on their inputs: a server-drawn chart is
 * drawn again only when its data changes (issue 13).
 */
export class BoundedMemo<V> {
  protected readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries = 100) {}

  get(key: string, compute: () => V): V {
    if (this.entries.has(key)) return this.find(key) as V;
    const value = compute();
    this.put(key, value);
    return value;
  }

  /** The value kept for a key (now the most recently used), or undefined. */
  find(key: string): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  put(key: string, value: V): void {
    this.drop(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries || this.overweight()) this.drop(this.entries.keys().next().value!);
  }

  protected overweight(): boolean {
    return false;
  }

  protected drop(key: string): void {
    this.entries.delete(key);
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
