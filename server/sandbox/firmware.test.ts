import { describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { startSandbox, tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

function form(fields: Record<string, string>, file?: { name: string; bytes: number }): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file) data.set("file", new Blob([new Uint8Array(file.bytes)]), file.name);
  return data;
}

const send = (path: string, token: string, body: FormData, method = "POST", lang?: string) => t.call(path, { method, token, body, lang });

describe("firmware", () => {
  it("lists with filters and the file object", async () => {
    const token = await tokenOf(t, "operator");
    const response = await t.call("/api/v1/device-firmwares?version=V01&pageSize=100", { token });
    const rows = await response.json();
    expect(Number(response.headers.get("x-total-count"))).toBeGreaterThan(0);
    expect(rows.every((r: { version: string }) => r.version.includes("V01"))).toBe(true);
    expect(rows[0]).toEqual({
      id: expect.any(Number), version: expect.stringMatching(/^[VT]\d{2}\.\d+\.\d+$/), lastModifiedBy: expect.any(String),
      lastModifiedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), description: expect.toBeOneOf([null, expect.any(String)]),
      relatedDeviceCount: expect.any(Number), file: { name: expect.stringMatching(/\.(jas|js2|js1|jm1)$/), size: expect.any(Number) },
    });
    const admin = await tokenOf(t, "admin");
    expect((await t.call("/api/v1/device-firmwares?pageSize=1", { token: admin })).headers.get("x-total-count")).toBe("500");
    const cabinet = await t.call("/api/v1/cabinet-controller-firmwares?pageSize=1", { token: admin });
    expect(Number(cabinet.headers.get("x-total-count"))).toBeGreaterThan(0);
    expect((await cabinet.json())[0].file.name).toMatch(/\.(jxs|jxsh|jxsx)$/);
  });

  it("validates a new firmware with localised field errors", async () => {
    const token = await tokenOf(t, "admin");
    const missing = await send("/api/v1/device-firmwares", token, form({ description: "x".repeat(201) }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors).toEqual([
      { field: "version", message: "此项为必填项" },
      { field: "description", message: "不能超过 200 个字符" },
      { field: "file", message: "请上传固件文件" },
    ]);
    const badFormat = await send("/api/v1/device-firmwares", token, form({ version: "1.0.0" }, { name: "a.jas", bytes: 10 }), "POST", "en-US");
    expect(await badFormat.json()).toMatchObject({ detail: "version number format is incorrect", fieldErrors: [{ field: "version", message: "version number format is incorrect" }] });
    const taken = await send("/api/v1/device-firmwares", token, form({ version: "V01.0.0" }, { name: "a.jas", bytes: 10 }));
    expect((await taken.json()).fieldErrors).toEqual([{ field: "version", message: "版本号已存在" }]);
    const wrongType = await send("/api/v1/device-firmwares", token, form({ version: "V99.0.0" }, { name: "a.jxs", bytes: 10 }));
    expect((await wrongType.json()).fieldErrors[0].field).toBe("file");
    const traversal = await send("/api/v1/device-firmwares", token, form({ version: "V99.0.0" }, { name: "../a.jas", bytes: 10 }));
    expect(traversal.status).toBe(400);
    // The same version is free in another kind.
    const cabinet = await send("/api/v1/cabinet-controller-firmwares", token, form({ version: "V77.0.0" }, { name: "c.JXSH", bytes: 3 }));
    expect(cabinet.status).toBe(201);
  });

  it("creates, reads back, updates and deletes with a reason", async () => {
    const token = await tokenOf(t, "admin");
    const created = await send("/api/v1/device-firmwares", token, form({ version: "T20.1.2", description: "测试固件" }, { name: "AED_T20.1.2.jas", bytes: 2048 }));
    expect(created.status).toBe(201);
    const row = await created.json();
    expect(row).toMatchObject({ version: "T20.1.2", description: "测试固件", lastModifiedBy: "admin", relatedDeviceCount: 0, file: { name: "AED_T20.1.2.jas", size: 2048 } });
    expect(await (await t.call(`/api/v1/device-firmwares/${row.id}`, { token })).json()).toEqual(row);
    const newest = await (await t.call("/api/v1/device-firmwares?pageSize=1", { token })).json();
    expect(newest[0].id).toBe(row.id);
    // Not visible through another kind's path.
    expect((await t.call(`/api/v1/connector-firmwares/${row.id}`, { token })).status).toBe(404);

    const updated = await send(`/api/v1/device-firmwares/${row.id}`, token, form({ version: "T20.1.3", description: "" }), "PUT");
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: row.id, version: "T20.1.3", description: null, file: { name: "AED_T20.1.2.jas", size: 2048 } });
    const replaced = await send(`/api/v1/device-firmwares/${row.id}`, token, form({ version: "T20.1.3" }, { name: "new.js2", bytes: 5 }), "PUT");
    expect((await replaced.json()).file).toEqual({ name: "new.js2", size: 5 });

    const noReason = await t.call(`/api/v1/device-firmwares/${row.id}`, { method: "DELETE", token, lang: "en-US" });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).detail).toBe("a reason is required");
    const deleted = await t.call(`/api/v1/device-firmwares/${row.id}?reason=${encodeURIComponent("版本作废")}`, { method: "DELETE", token });
    expect(deleted.status).toBe(204);
    expect((await t.call(`/api/v1/device-firmwares/${row.id}`, { token })).status).toBe(404);
  });

  it("persists in a database file across restarts and logs deletions", async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), "sandbox-")), "sandbox.sqlite");
    const first = await startSandbox({ dbPath });
    const token = await tokenOf(first, "admin");
    const created = await (await first.call("/api/v1/device-firmwares", { method: "POST", token, body: form({ version: "V66.6.6" }, { name: "p.jm1", bytes: 7 }) })).json();
    expect((await first.call("/api/v1/device-firmwares/3?reason=obsolete", { method: "DELETE", token })).status).toBe(204);
    await first.sandbox.close();

    const second = await startSandbox({ dbPath });
    try {
      expect(second.sandbox.publicKeyPem).toBe(first.sandbox.publicKeyPem);
      // Same signing secret: the earlier session is still valid after a restart.
      const again = await second.call(`/api/v1/device-firmwares/${created.id}`, { token });
      expect(await again.json()).toEqual(created);
    } finally {
      await second.sandbox.close();
    }
    const db = new Database(dbPath, { readonly: true });
    // The seeded history has no reasons; the deletion is the one line that has one.
    expect(db.prepare("SELECT entity, entityId, action, reason, operator FROM operation_logs WHERE reason IS NOT NULL").all()).toEqual([
      { entity: "deviceFirmware", entityId: 3, action: "DELETE", reason: "obsolete", operator: "admin" },
    ]);
    db.close();
  });

  it("refuses an oversized upload with 413", async () => {
    const token = await tokenOf(t, "admin");
    const response = await send("/api/v1/device-firmwares", token, form({ version: "V98.0.0" }, { name: "big.jas", bytes: 11 * 1024 * 1024 }));
    expect(response.status).toBe(413);
    expect((await response.json()).status).toBe(413);
  });

  it("needs add/edit/delete permissions", async () => {
    const token = await tokenOf(t, "operator");
    expect((await send("/api/v1/device-firmwares", token, form({ version: "V97.0.0" }, { name: "a.jas", bytes: 1 }))).status).toBe(403);
    expect((await send("/api/v1/device-firmwares/1", token, form({ version: "V97.0.0" }), "PUT")).status).toBe(403);
    expect((await t.call("/api/v1/device-firmwares/1?reason=x", { method: "DELETE", token })).status).toBe(403);
    expect((await t.call("/api/v1/device-firmwares/1", { token })).status).toBe(200);
  });
});
