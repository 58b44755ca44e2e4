import { describe, expect, it } from "vitest";
import { startSandbox, tokenOf, useSandbox } from "./testkit.js";

const t = useSandbox();

async function list(path: string, token: string) {
  const response = await t.call(path, { token });
  return { status: response.status, total: response.headers.get("x-total-count"), response, body: await response.json() };
}

describe("sample lists", () => {
  it("pages with defaults, X-Total-Count and the expose header", async () => {
    const token = await tokenOf(t, "user");
    const first = await list("/api/v1/sms-sent-records", token);
    expect(first.status).toBe(200);
    expect(first.total).toBe("500");
    expect(first.response.headers.get("access-control-expose-headers")).toContain("X-Total-Count");
    expect(first.body).toHaveLength(10);
    const times = first.body.map((r: { sendTime: string }) => r.sendTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.body[0]).toEqual(expect.objectContaining({ templateCode: expect.stringMatching(/^SMS_2026\d{3}$/), phoneNumber: expect.stringMatching(/^1\d{10}$/) }));

    const third = await list("/api/v1/sms-sent-records?pageNo=3&pageSize=20", token);
    expect(third.body).toHaveLength(20);
    const all = await list("/api/v1/sms-sent-records?pageSize=100&pageNo=1", token);
    expect(third.body).toEqual(all.body.slice(40, 60));
    expect(third.body[0]).toEqual((await list("/api/v1/sms-sent-records?pageNo=41&pageSize=1", token)).body[0]);
    expect((await list("/api/v1/sms-sent-records?pageSize=100000", token)).body).toHaveLength(100);
    expect((await list("/api/v1/sms-sent-records?pageSize=0", token)).body).toHaveLength(1);
    expect((await list("/api/v1/sms-sent-records?pageNo=999", token)).body).toEqual([]);
  });

  it("rejects bad paging and sorting with 400", async () => {
    const token = await tokenOf(t, "user");
    for (const query of ["pageNo=-1", "pageNo=abc", "pageNo=0", "pageNo=1e9", "pageSize=ten", "sortField=content", "sortField=__proto__", "sortOrder=up", "sendState=DONE", "sendTimeBegin=yesterday"]) {
      const result = await list(`/api/v1/sms-sent-records?${query}`, token);
      expect(result.status, query).toBe(400);
      expect(result.body.detail, query).toBeTruthy();
    }
    expect((await list("/api/v1/sms-sent-records?whatever=1&__proto__=x", token)).status).toBe(200);
  });

  it("filters and sorts", async () => {
    const token = await tokenOf(t, "user");
    const failed = await list("/api/v1/sms-sent-records?sendState=FAIL&pageSize=100", token);
    expect(Number(failed.total)).toBeGreaterThan(0);
    expect(failed.body.every((r: { sendState: string }) => r.sendState === "FAIL")).toBe(true);

    const template = await list("/api/v1/sms-sent-records?templateCode=SMS_2026004&pageSize=100", token);
    expect(template.body.every((r: { templateCode: string }) => r.templateCode === "SMS_2026004")).toBe(true);

    const someone = failed.body[0].phoneNumber as string;
    const phone = await list(`/api/v1/sms-sent-records?phoneNumber=${someone.slice(3, 9)}`, token);
    expect(phone.body.some((r: { phoneNumber: string }) => r.phoneNumber === someone)).toBe(true);

    const range = await list("/api/v1/sms-sent-records?sendTimeBegin=2026-02-01 00:00:00&sendTimeEnd=2026-02-10&pageSize=100&sortField=sendTime&sortOrder=ascend", token);
    const times = range.body.map((r: { sendTime: string }) => r.sendTime);
    expect(times.length).toBeGreaterThan(0);
    expect(times[0] >= "2026-02-01 00:00:00" && times.at(-1) <= "2026-02-10 23:59:59").toBe(true);
    expect(times).toEqual([...times].sort());

    const byId = await list("/api/v1/sms-sent-records?sortField=id&sortOrder=ascend&pageSize=3", token);
    expect(byId.body.map((r: { id: number }) => r.id)).toEqual([1, 2, 3]);
    const percent = await list("/api/v1/sms-sent-records?phoneNumber=%25", token);
    expect(percent.total).toBe("0");
  });

  it("voice and e-mail records share the list behaviour", async () => {
    const token = await tokenOf(t, "user");
    const voice = await list("/api/v1/vms-sent-records?pageSize=1", token);
    expect(voice.total).toBe("500");
    expect(Object.keys(voice.body[0])).toEqual(expect.arrayContaining(["sponsorPhoneNumber", "calledPhoneNumber", "calledTime", "responseTime"]));
    const mail = await list("/api/v1/email-sent-records?pageSize=1&sortField=addressTo", token);
    expect(mail.total).toBe("500");
    expect(Object.keys(mail.body[0]).sort()).toEqual(
      ["addressFrom", "addressTo", "attachmentPath", "content", "id", "messageTypeName", "responseCode", "sendState", "sendTime", "templateCode"],
    );
  });

  it("gets one record, or 404 with a detail", async () => {
    const token = await tokenOf(t, "user");
    const one = await list("/api/v1/sms-sent-records/42", token);
    expect(one.body.id).toBe(42);
    const missing = await t.call("/api/v1/sms-sent-records/9999", { token, lang: "en-US" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ title: "Not Found", status: 404, detail: "record not found" });
    expect((await t.call("/api/v1/email-sent-records/abc", { token })).status).toBe(404);
  });

  it("seeds identical data in every fresh database", async () => {
    const other = await startSandbox();
    try {
      const [a, b] = [await tokenOf(t, "admin"), await tokenOf(other, "admin")];
      for (const path of ["/api/v1/sms-sent-records?pageNo=7", "/api/v1/volunteer-certificates?pageNo=3", "/api/v1/device-firmwares?pageNo=2", "/api/v1/notification-messages"]) {
        const ours = await (await t.call(path, { token: a })).json();
        const theirs = await (await other.call(path, { token: b })).json();
        expect(theirs, path).toEqual(ours);
      }
    } finally {
      await other.sandbox.close();
    }
  });
});
