// The seed's tools, shared by every module that seeds a table: a deterministic PRNG, bulk inserts, spread times.
// Its own module so that the area modules need not import seed.ts, which imports them all (issue 39 §2).
import type { Database } from "better-sqlite3";
import { ANCHOR, DAY, seedTime } from "./time.js";

export { ANCHOR, DAY };

/** mulberry32: tiny, fast and good enough for sample data. */
export class Random {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight: [[value, weight], …]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let roll = this.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, weight] of entries) if ((roll -= weight) < 0) return value;
    return entries[entries.length - 1]![0];
  }

  digits(count: number): string {
    return Array.from({ length: count }, () => this.int(0, 9)).join("");
  }

  phone(): string {
    return `1${this.pick(["3", "5", "7", "8", "9"])}${this.digits(9)}`;
  }

  hex(bytes: number): string {
    return Array.from({ length: bytes }, () => this.int(0, 255).toString(16).padStart(2, "0")).join("");
  }
}

export function insertAll(db: Database, table: string, rows: Record<string, unknown>[]): void {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const statement = db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`);
  for (const row of rows) statement.run(row);
}

/** Row i of n gets a time that grows with i, ending near the anchor, with some jitter. */
export const spreadTime = (rnd: Random, i: number, n: number, spanDays: number) =>
  seedTime(ANCHOR - ((n - i) / n) * spanDays * DAY - rnd.int(0, 3600) * 1000);
