import { describe, expect, it } from "vitest";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4b00000000049454e44ae426082", "hex");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

async function upload(token: string, name: string, data: Buffer, kind = "small-image"): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(data)], name));
  const response = await t.call(`/api/v1/oss-files?kind=${kind}`, { token, method: "POST", body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { result: { id: string; url: string } }).result;
}

/** The status of reading a stored URL as `token`'s account. */
const readStatus = async (token: string, url: string) => (await t.call(`/api${url}`, { token })).status;

let contractNumber = 0;
const contract = (file: string) => ({
  name: "AED 采购合同", number: `T${Date.now() % 1e8}${contractNumber++}`, signer: "刘强", partyA: "卫健委", partyB: "心安", signDate: "2026-01-02", file,
});

describe("stored files", () => {
  it("hostile #41: ids are random 128-bit tokens, never a count", async () => {
    const token = await tokenOf(t, "admin");
    const first = await upload(token, "a.png", PNG);
    const second = await upload(token, "b.png", PNG);
    for (const file of [first, second]) {
      expect(file.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(file.url).toBe(`/v1/oss-files/${file.id}`);
    }
    expect(first.id).not.toBe(second.id);
    for (const guess of ["1", "2", "3", "5", "10"]) expect(await readStatus(token, `/v1/oss-files/${guess}`)).toBe(404);
  });

  it("hostile #41: a contract's file is read by those who may list contracts, nobody else", async () => {
    const admin = await tokenOf(t, "admin");
    const file = await upload(admin, "contract.pdf", PDF, "file");
    // Before a record keeps it, only its uploader reads it.
    expect(await readStatus(admin, file.url)).toBe(200);
    expect(await readStatus(await tokenOf(t, "svip"), file.url)).toBe(404);
    const created = await t.call("/api/v1/contracts", { token: admin, json: contract(file.url) });
    expect(created.status, await created.clone().text()).toBe(201);
    const read = await t.call(`/api${file.url}`, { token: admin });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    expect(await readStatus(await tokenOf(t, "svip"), file.url)).toBe(200);
    for (const other of ["user", "operator", "norole"]) expect(await readStatus(await tokenOf(t, other), file.url), other).toBe(404);
  });

  it("hostile #41: a record keeps only a file its caller uploaded and no other record owns", async () => {
    const admin = await tokenOf(t, "admin");
    const operator = await tokenOf(t, "operator");
    const theirs = await upload(operator, "op.png", PNG);
    const refused = await t.call("/api/v1/contracts", { token: admin, json: contract(theirs.url) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("file");

    const mine = await upload(admin, "c.pdf", PDF, "file");
    const first = (await (await t.call("/api/v1/contracts", { token: admin, json: contract(mine.url) })).json()) as { id: number };
    // Another record cannot take it, nor an avatar pointing at it (which would give its owner the file).
    expect((await t.call("/api/v1/contracts", { token: admin, json: contract(mine.url) })).status).toBe(400);
    expect((await t.call("/api/v1/account/base-info", { token: admin, method: "PUT", json: { name: "系统管理员", avatar: mine.url } })).status).toBe(400);
    // The record keeping it saves again with it unchanged.
    const again = await t.call(`/api/v1/contracts/${first.id}`, { token: admin, method: "PUT", json: { ...contract(mine.url), remark: "再次保存" } });
    expect(again.status, await again.clone().text()).toBe(200);
    expect(await readStatus(await tokenOf(t, "user"), mine.url)).toBe(404);
  });

  it("hostile #41: an avatar is read by its owner and by those who may read users", async () => {
    const operator = await tokenOf(t, "operator");
    const avatar = await upload(operator, "me.png", PNG);
    const saved = await t.call("/api/v1/account/base-info", { token: operator, method: "PUT", json: { name: "运维专员", avatar: avatar.url } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await readStatus(operator, avatar.url)).toBe(200);
    expect(await readStatus(await tokenOf(t, "admin"), avatar.url)).toBe(200);
    expect(await readStatus(await tokenOf(t, "user"), avatar.url)).toBe(404);
  });

  it("hostile #41: a brand's logo goes to those who list brands; the VIP logo to the account whose console shows it", async () => {
    const admin = await tokenOf(t, "admin");
    const logo = await upload(admin, "logo.png", PNG);
    const brand = await t.call("/api/v1/device-brands", { token: admin, json: { name: `品牌${Date.now() % 1e6}`, nameEn: "Brand", logo: logo.url } });
    expect(brand.status, await brand.clone().text()).toBe(201);
    expect(await readStatus(admin, logo.url)).toBe(200);
    expect(await readStatus(await tokenOf(t, "operator"), logo.url)).toBe(404);

    const svip = await tokenOf(t, "svip");
    const vipLogo = ((await (await t.call("/api/v1/account/base-info", { token: svip })).json()) as { result: { systemLogo: string } }).result.systemLogo;
    expect(vipLogo).toMatch(/^\/v1\/oss-files\/[A-Za-z0-9_-]{22}$/);
    expect(await readStatus(svip, vipLogo)).toBe(200);
    for (const other of ["admin", "user"]) expect(await readStatus(await tokenOf(t, other), vipLogo), other).toBe(404);
  });

  it("hostile #41: the seeded inspection photos go to those who may list inspections", async () => {
    const operator = await tokenOf(t, "operator");
    const rows = (await (await t.call("/api/v1/device-inspection-records?pageNum=1&pageSize=50", { token: operator })).json()) as { imageContent: string[] | null }[];
    const photo = rows.flatMap((row) => row.imageContent ?? [])[0]!;
    expect(photo).toMatch(/^\/v1\/oss-files\/[A-Za-z0-9_-]{22}$/);
    expect(await readStatus(operator, photo)).toBe(200);
    expect(await readStatus(await tokenOf(t, "user"), photo)).toBe(404);
  });
});
