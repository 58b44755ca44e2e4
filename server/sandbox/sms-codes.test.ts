import { describe, expect, it } from "vitest";
import { MAX_WRONG, SMS_CODE, SmsCodes } from "./sms-codes.js";
import { useSandbox } from "./testkit.js";

describe("SmsCodes", () => {
  it("hostile #29: sends a phone a code at most every 30 s and five an hour", () => {
    let now = 0;
    const codes = new SmsCodes(() => now);
    codes.send("13800000001");
    expect(() => codes.send("13800000001")).toThrow(/code.tooSoon/);
    codes.send("13800000002");
    for (let i = 0; i < 4; i++) {
      now += 31_000;
      codes.send("13800000001");
    }
    now += 31_000;
    expect(() => codes.send("13800000001")).toThrow(/code.tooSoon/);
    now += 3_600_000;
    expect(() => codes.send("13800000001")).not.toThrow();
  });

  it("hostile #29: locks a phone's code after five wrong tries, until a new code is sent", () => {
    let now = 0;
    const codes = new SmsCodes(() => now);
    codes.send("13800000003");
    for (let i = 0; i < MAX_WRONG; i++) expect(codes.check("13800000003", "000000")).toBe("wrong");
    expect(codes.check("13800000003", SMS_CODE)).toBe("locked");
    now += 31_000;
    codes.send("13800000003");
    expect(codes.check("13800000003", SMS_CODE)).toBe("ok");
  });
});

describe("SMS code calls", () => {
  const t = useSandbox();

  it("hostile #29: 30 codes in a row are refused with 429 after the first; 40 wrong recovery codes then the right one do not reset the password", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await t.call("/api/v1/code/sms?phoneNumber=13900000077")).status);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1).every((status) => status === 429)).toBe(true);

    const phone = "13800000001"; // a seeded account's phone
    const reset = (code: string) =>
      t.call("/api/v1/authenticate/forget-password", {
        json: { phoneNumber: phone, code, newPassword: t.encrypt("Brand#New2026"), confirmPassword: t.encrypt("Brand#New2026") },
      });
    for (let i = 0; i < 40; i++) expect((await reset(String(100000 + i))).status).toBe(400);
    const right = await reset(SMS_CODE);
    expect(right.status).toBe(400);
    expect(JSON.stringify(await right.json())).toContain("验证码错误次数过多");
  });

  it("hostile #29: registration with a wrong code does not tell whether the login name or phone is taken", async () => {
    const register = (code: string) =>
      t.call("/api/v1/account/register", {
        json: { username: "admin", password: t.encrypt("Strong#2026pw"), phoneNumber: "13800000001", email: "a@example.com", code },
      });
    const wrong = (await (await register("000000")).json()) as { fieldErrors: { field: string }[] };
    expect(wrong.fieldErrors.map((error) => error.field)).toEqual(["code"]);
    const right = (await (await register(SMS_CODE)).json()) as { fieldErrors: { field: string }[] };
    expect(right.fieldErrors.map((error) => error.field).sort()).toEqual(["phoneNumber", "username"]);
  });
});

describe("current password", () => {
  const t = useSandbox();

  it("hostile #29: five wrong current passwords, then 429 even for the right one", async () => {
    const { id_token } = await t.login("operator");
    const change = (oldPassword: string) =>
      t.call("/api/v1/account/change-password", {
        method: "PUT", token: id_token,
        json: { oldPassword: t.encrypt(oldPassword), newPassword: t.encrypt("Brand#New2026"), confirmPassword: t.encrypt("Brand#New2026") },
      });
    for (let i = 0; i < 5; i++) expect((await change(`wrong${i}`)).status).toBe(400);
    expect((await change("Aed@2026!")).status).toBe(429);
  });
});
