import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createSchema, seedWithImage } from "./seed.js";

/** Every table's row count and a digest of its rows (and of the AUTOINCREMENT counters). */
function contents(db: Database.Database): Record<string, string> {
  const tables = (db.prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((t) => t.name);
  return Object.fromEntries(tables.map((table) => [table, digest(db.prepare(`SELECT * FROM main.${table} ORDER BY rowid`).all())]));
}

function digest(rows: unknown[]): string {
  const json = JSON.stringify(rows, (_key, value) => (Buffer.isBuffer(value) || value?.type === "Buffer" ? createHash("sha1").update(JSON.stringify(value)).digest("hex") : value));
  return `${rows.length} rows ${createHash("sha1").update(json).digest("hex")}`;
}

describe("the unit tests' fast reset", () => {
  it("puts back exactly the seeded rows and counters after rows were added, changed and deleted", () => {
    const db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    createSchema(db);
    const restore = seedWithImage(db);
    const seeded = contents(db);
    const accountIds = (db.prepare("SELECT id FROM accounts").all() as { id: number }[]).map((a) => a.id);
    expect(accountIds.length).toBeGreaterThan(3);

    db.prepare("UPDATE accounts SET name = 'changed' WHERE username = 'admin'").run();
    db.prepare("DELETE FROM notifications").run();
    db.prepare("INSERT INTO accounts (username, passwordHash, name, createdDate) VALUES ('extra', 'x', 'Extra', '2026-01-01 00:00:00')").run();
    expect(contents(db)).not.toEqual(seeded);

    restore();
    expect(contents(db)).toEqual(seeded);
    // A row added after the reset takes the id a fresh seed would give it.
    const next = db.prepare("INSERT INTO accounts (username, passwordHash, name, createdDate) VALUES ('after', 'x', 'After', '2026-01-01 00:00:00')").run();
    expect(Number(next.lastInsertRowid)).toBe(Math.max(...accountIds) + 1);
    db.close();
  });
});
