import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { type AuthedCtx, HttpError, type Route } from "./http.js";
import { Random } from "./seed-kit.js";
import { defineTable, readField, seedTable, tableDdl, tableRoutes } from "./table.js";

const accounts = defineTable({
  table: "kit_accounts",
  path: "kit-accounts",
  mark: "kitAccount",
  audit: true,
  fields: {
    name: { type: "text", required: true, max: 20, filter: "contains", sortable: true },
    queue: { type: "text", required: true, format: /^real_time_data_\w+$/, unique: true },
    kind: { type: "enum", values: ["A", "B"], filter: "eq" },
    limitCount: { type: "int", min: 1, max: 100 },
    enabled: { type: "bool" },
    password: { type: "text", secret: true, max: 50 },
    hits: { type: "int", readOnly: true, sortable: true },
  },
  defaultSort: { field: "id", order: "ascend" },
  seed: (rnd) => Array.from({ length: 12 }, (_, i) => ({ name: `acct${i}`, queue: `real_time_data_${i}`, kind: rnd.pick(["A", "B"]), enabled: i % 2 === 0, password: "s3cret", hits: i })),
});

function setup() {
  const db = new Database(":memory:");
  db.exec("CREATE TABLE operation_logs (id INTEGER PRIMARY KEY AUTOINCREMENT, entity TEXT, entityId INTEGER, action TEXT, reason TEXT, operator TEXT, createdDate TEXT)");
  db.exec(tableDdl(accounts));
  seedTable(db, accounts, new Random(1), "2026-03-01 10:00:00");
  const routes = tableRoutes(db, accounts);
  const call = async (method: string, path: string, body?: Record<string, unknown>) => {
    const url = new URL(`http://sandbox${path}`);
    const route = routes.find((r) => r.method === method && (r.path === url.pathname || (r.path.endsWith(":id") && url.pathname.startsWith(r.path.slice(0, -3)) && /\/\d+$/.test(url.pathname)))) as Extract<Route, { access: string }>;
    const id = url.pathname.match(/\/(\d+)$/)?.[1];
    const ctx = {
      url, query: url.searchParams, params: id && route.path.endsWith(":id") ? { id } : {}, locale: "en-US",
      caller: { id: 1, username: "admin", roleMark: "ROLE_ADMIN", sid: "s" },
      readJson: async () => body ?? {},
    } as unknown as AuthedCtx;
    try {
      return await route.handle(ctx as never);
    } catch (error) {
      if (error instanceof HttpError) return { status: error.status, body: error.extra.fieldErrors ?? error.detail };
      throw error;
    }
  };
  return { db, call };
}

describe("table kit", () => {
  it("lists with paging, filters, sorts and the total; secrets never answered", async () => {
    const { call } = setup();
    const page = await call("GET", "/api/v1/kit-accounts?pageSize=5&pageNo=2&sortField=hits&sortOrder=descend");
    expect(page.headers?.["X-Total-Count"]).toBe("12");
    expect((page.body as { hits: number }[]).map((r) => r.hits)).toEqual([6, 5, 4, 3, 2]);
    const row = (page.body as Record<string, unknown>[])[0]!;
    expect(row).not.toHaveProperty("password");
    expect(row.passwordSet).toBe(true);
    expect(typeof row.enabled).toBe("boolean");
    const filtered = await call("GET", "/api/v1/kit-accounts?name=acct1&pageSize=50");
    expect(filtered.headers?.["X-Total-Count"]).toBe("3"); // acct1, acct10, acct11
    expect((await call("GET", "/api/v1/kit-accounts?kind=C")).status).toBe(400);
  });

  it("creates with field errors for every broken rule, then saves and logs the operation", async () => {
    const { call, db } = setup();
    const refused = await call("POST", "/api/v1/kit-accounts", { name: "x".repeat(21), queue: "orders", kind: "C", limitCount: 0, hits: 99 });
    expect(refused.status).toBe(400);
    expect((refused.body as { field: string; key: string }[]).map((e) => [e.field, e.key])).toEqual([
      ["name", "field.maxLength"], ["queue", "field.format"], ["kind", "field.choice"], ["limitCount", "field.range"],
    ]);
    const duplicate = await call("POST", "/api/v1/kit-accounts", { name: "dup", queue: "real_time_data_1" });
    expect(duplicate.body).toEqual([{ field: "queue", key: "field.exists" }]);
    const created = await call("POST", "/api/v1/kit-accounts", { name: " new ", queue: "real_time_data_new", limitCount: "5", enabled: "on", hits: 99, password: "pw" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "new", limitCount: 5, enabled: true, hits: null, passwordSet: true, lastModifiedBy: "admin" });
    expect(db.prepare("SELECT action, operator FROM operation_logs").all()).toEqual([{ action: "ADD", operator: "admin" }]);
  });

  it("updates what is sent, keeps a secret left blank, deletes and 404s after", async () => {
    const { call, db } = setup();
    const updated = await call("PUT", "/api/v1/kit-accounts/1", { name: "renamed", password: "" });
    expect(updated.body).toMatchObject({ id: 1, name: "renamed", queue: "real_time_data_0", passwordSet: true });
    expect((db.prepare("SELECT password FROM kit_accounts WHERE id = 1").get() as { password: string }).password).toBe("s3cret");
    expect((await call("PUT", "/api/v1/kit-accounts", { id: 1, name: "" })).status).toBe(400);
    expect((await call("DELETE", "/api/v1/kit-accounts/1")).status).toBe(204);
    expect((await call("GET", "/api/v1/kit-accounts/1")).status).toBe(404);
  });

  it("reads field values by type", () => {
    expect(readField("d", { type: "datetime" }, "2026-03-01T08:30").value).toBe("2026-03-01 08:30:00");
    expect(readField("t", { type: "time" }, "25:00").error?.key).toBe("field.time");
    expect(readField("u", { type: "text", format: "url" }, "javascript:alert(1)").error?.key).toBe("field.url");
    expect(readField("p", { type: "text", format: "phone" }, "1380000000").error?.key).toBe("field.phone");
    expect(readField("n", { type: "int", min: 1 }, "1.5").error?.key).toBe("field.integer");
  });
});
