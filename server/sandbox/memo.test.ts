import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { untilChanged } from "./memo.js";

describe("untilChanged", () => {
  it("computes once per key until any row changes, then again", () => {
    const db = new Database(":memory:");
    db.exec("CREATE TABLE t (n INTEGER)");
    let computed = 0;
    const count = (key = "count") => untilChanged(db, key, () => (computed++, db.prepare("SELECT COUNT(*) FROM t").pluck().get()));
    expect(count()).toBe(0);
    expect(count()).toBe(0);
    expect(computed).toBe(1);
    count("other key");
    expect(computed).toBe(2);
    db.prepare("INSERT INTO t VALUES (1)").run();
    expect(count()).toBe(1);
    expect(computed).toBe(3);
    db.prepare("UPDATE t SET n = 2").run();
    expect(count()).toBe(1);
    expect(computed).toBe(4);
  });
});
