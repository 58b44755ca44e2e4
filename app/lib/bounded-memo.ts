/**
 * Results of a costly pure computation kept by key, the most recently used ones first, at most `maxEntries` of
 * them (the least recently used goes), and, given a `weigh`, at most `maxWeight` in all. For answers that depend
 * only on their inputs: a server-drawn chart is drawn again only when its data changes, a page's HTML only when
 * what it is drawn from changes (issue 13).
 */
export class BoundedMemo<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private totalWeight = 0;

  constructor(
    private readonly maxEntries = 100,
    private readonly weight: { weigh: (value: V) => number; max: number } | null = null,
  ) {}

  get(key: string, compute: () => V): V {
    const found = this.find(key);
    if (found !== undefined || this.entries.has(key)) return found as V;
    const value = compute();
    this.put(key, value);
    return value;
  }

  /** The value kept for a key (now the most recently used), or undefined. */
  find(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a value, dropping the least recently used ones past either bound; one heavier than the whole bound is not kept. */
  put(key: string, value: V): void {
    const weight = this.weight ? this.weight.weigh(value) : 0;
    this.drop(key);
    if (this.weight && weight > this.weight.max) return;
    this.entries.set(key, { value, weight });
    this.totalWeight += weight;
    while (this.entries.size > this.maxEntries || (this.weight && this.totalWeight > this.weight.max)) this.drop(this.entries.keys().next().value!);
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept values' weight together (0 without a `weigh`). */
  get weightKept(): number {
    return this.totalWeight;
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
