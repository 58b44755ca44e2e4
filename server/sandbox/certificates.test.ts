import { describe, expect, it } from "vitest";
import { tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

interface Certificate {
  id: number;
  auditState: string;
  rejectReason: string | null;
  volunteer: { id: number; firstName: string; phoneNumber: string };
}

async function certificates(token: string, query: string): Promise<{ rows: Certificate[]; total: number }> {
  const response = await t.call(`/api/v1/volunteer-certificates?${query}`, { token });
  expect(response.status).toBe(200);
  return { rows: await response.json(), total: Number(response.headers.get("x-total-count")) };
}

describe("volunteer certificates", () => {
  it("lists with about 40% pending and filters on the volunteer", async () => {
    const token = await tokenOf(t, "operator");
    const pending = await certificates(token, "auditState=PROCESSING");
    expect(pending.total).toBeGreaterThan(150);
    expect(pending.total).toBeLessThan(250);
    const sample = pending.rows[0]!;
    expect(sample.volunteer).toEqual({ id: expect.any(Number), firstName: expect.any(String), phoneNumber: expect.stringMatching(/^1\d{10}$/) });
    const byName = await certificates(token, `firstName=${encodeURIComponent(sample.volunteer.firstName)}&pageSize=100`);
    expect(byName.rows.every((r) => r.volunteer.firstName.includes(sample.volunteer.firstName))).toBe(true);
    const aha = await certificates(token, "volunteerCertificateType=AHA&sortField=certificateExpireDate&sortOrder=ascend&pageSize=50");
    const dates = aha.rows.map((r) => (r as unknown as { certificateExpireDate: string }).certificateExpireDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("passes and rejects only pending certificates", async () => {
    const token = await tokenOf(t, "operator");
    const [first, second] = (await certificates(token, "auditState=PROCESSING")).rows;
    const passed = await t.call(`/api/v1/volunteer-certificates/${first!.id}/pass`, { method: "PUT", token });
    expect(passed.status).toBe(200);
    expect((await passed.json()).auditState).toBe("PASS");
    const twice = await t.call(`/api/v1/volunteer-certificates/${first!.id}/pass`, { method: "PUT", token, lang: "en-US" });
    expect(twice.status).toBe(400);
    expect((await twice.json()).detail).toBe("certificate is not pending review");

    const noReason = await t.call(`/api/v1/volunteer-certificates/${second!.id}/reject`, { method: "PUT", token, json: { reason: " " } });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).fieldErrors[0].field).toBe("reason");
    const longReason = await t.call(`/api/v1/volunteer-certificates/${second!.id}/reject`, { method: "PUT", token, json: { reason: "长".repeat(201) } });
    expect(longReason.status).toBe(400);
    const rejected = await t.call(`/api/v1/volunteer-certificates/${second!.id}/reject`, { method: "PUT", token, json: { reason: "照片模糊" } });
    expect(await rejected.json()).toMatchObject({ id: second!.id, auditState: "REJECT", rejectReason: "照片模糊" });
    const afterReject = await t.call(`/api/v1/volunteer-certificates/${second!.id}/pass`, { method: "PUT", token });
    expect((await afterReject.json()).detail).toBe("该证书不在待审核状态");
    expect((await t.call("/api/v1/volunteer-certificates/99999/pass", { method: "PUT", token })).status).toBe(404);
  });

  it("bulk-passes pending ones and counts the skipped", async () => {
    const token = await tokenOf(t, "admin");
    const pending = (await certificates(token, "auditState=PROCESSING&pageSize=3")).rows.map((r) => r.id);
    const done = (await certificates(token, "auditState=PASS&pageSize=2")).rows.map((r) => r.id);
    const response = await t.call("/api/v1/volunteer-certificates/pass", { method: "PUT", token, json: { ids: [...pending, ...done] } });
    expect(await response.json()).toEqual({ result: { passed: 3, skipped: 2 } });
    for (const id of pending) expect((await (await t.call(`/api/v1/volunteer-certificates/${id}`, { token })).json()).auditState).toBe("PASS");
    const empty = await t.call("/api/v1/volunteer-certificates/pass", { method: "PUT", token, json: { ids: [] } });
    expect(empty.status).toBe(400);
    expect((await t.call("/api/v1/volunteer-certificates/pass", { method: "PUT", token: await tokenOf(t, "user"), json: { ids: pending } })).status).toBe(403);
  });
});
