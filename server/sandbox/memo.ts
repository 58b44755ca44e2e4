// Answers computed from the whole fleet (the workplace's counts) kept until the database next changes: a real
// platform keeps such aggregates, and the sandbox should not be what a console benchmark measures.
import type { Database } from "better-sqlite3";
import { prepared } from "./list.js";

const kept = new WeakMap<Database, { changes: number; values: Map<string, unknown> }>();

/** `compute()` once per key until any row of `db` changes (SQLite's total_changes() of the connection). */
export function untilChanged<T>(db: Database, key: string, compute: () => T): T {
  const changes = prepared(db, "SELECT total_changes()").pluck().get() as number;
  let entry = kept.get(db);
  if (!entry || entry.changes !== changes) kept.set(db, (entry = { changes, values: new Map() }));
  if (!entry.values.has(key)) entry.values.set(key, compute());
  return entry.values.get(key) as T;
}
