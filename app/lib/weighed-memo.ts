import { BoundedMemo } from "./bounded-memo";

/**
 * A BoundedMemo also bounded by what its values weigh together (a page's bytes, app/page-reuse.server.ts); a value
 * heavier than the whole bound is not kept.
 */
export class WeighedMemo<V> extends BoundedMemo<V> {
  private total = 0;

  constructor(
    maxEntries: number,
    private readonly weigh: (value: V) => number,
    private readonly maxWeight: number,
  ) {
    super(maxEntries);
  }

  override put(key: string, value: V): void {
    if (this.weigh(value) > this.maxWeight) return this.drop(key);
    this.drop(key);
    this.total += this.weigh(value);
    super.put(key, value);
  }

  protected override overweight(): boolean {
    return this.total > this.maxWeight;
  }

  protected override drop(key: string): void {
    if (this.entries.has(key)) this.total -= this.weigh(this.entries.get(key) as V);
    super.drop(key);
  }

  /** What the kept values weigh together. */
  get weightKept(): number {
    return this.total;
  }
}
