import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createSandbox } from "./app.js";

describe("a sandbox file of an older version", () => {
  it("is rebuilt and re-seeded instead of failing on missing columns, keeping its keys", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-old-"));
    const dbPath = path.join(dir, "sandbox.sqlite");
    const old = new Database(dbPath);
    old.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('marker', 'kept');");
    old.exec("CREATE TABLE accounts (id INTEGER PRIMARY KEY, username TEXT, passwordHash TEXT, name TEXT, roleMark TEXT, createdDate TEXT)");
    old.exec("INSERT INTO accounts VALUES (1, 'ghost', 'x', 'Ghost', 'ROLE_ADMIN', '2025-01-01 00:00:00')");
    old.close();
    const sandbox = createSandbox({ dbPath, faults: false });
    await sandbox.close();
    const db = new Database(dbPath, { readonly: true });
    try {
      const columns = (db.prepare("PRAGMA table_info(accounts)").all() as { name: string }[]).map((c) => c.name);
      expect(columns).toEqual(expect.arrayContaining(["active", "visitor", "institutionId"]));
      expect(db.prepare("SELECT username FROM accounts WHERE id = 1").get()).toEqual({ username: "admin" });
      expect(db.prepare("SELECT value FROM meta WHERE key = 'marker'").get()).toEqual({ value: "kept" });
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
