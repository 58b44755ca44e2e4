import { describe, expect, it } from "vitest";
import { REDACTED, isSecretName, redactFields, redactText, redactUrl } from "./redaction";

describe("redactUrl", () => {
  it("hides the values of secret query parameters and keeps the rest", () => {
    expect(redactUrl("/user/wechat/callback?code=0a1B2c&state=xyz")).toBe("/user/wechat/callback?code=%5BRedacted%5D&state=xyz");
    expect(redactUrl("/message/sms?pageNo=2&phoneNumber=13800000001&sortField=id")).toBe("/message/sms?pageNo=2&phoneNumber=%5BRedacted%5D&sortField=id");
    expect(redactUrl("/x?password=hunter2&token=abc&refresh_token=r&smsCode=123456&appSecret=s")).not.toMatch(/hunter2|abc|=r&|123456|=s$/);
  });

  it("hides phone numbers wherever they are, but not longer runs of digits", () => {
    expect(redactUrl("/people/13912345678/detail?q=13800000001")).toBe(`/people/${REDACTED}/detail?q=${REDACTED}`);
    expect(redactUrl("/device/2138000000012")).toBe("/device/2138000000012");
  });

  it("leaves a URL without a query alone", () => {
    expect(redactUrl("/device/list")).toBe("/device/list");
  });
});

describe("redactText", () => {
  it("takes bearer credentials, JWTs and phone numbers out of error messages", () => {
    const jwt = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl";
    const text = `fetch failed: Authorization: Bearer ${jwt} for 13800000001; raw ${jwt}`;
    const clean = redactText(text);
    expect(clean).not.toContain(jwt);
    expect(clean).not.toContain("13800000001");
    expect(clean).toContain("Bearer [Redacted]");
  });
});

describe("isSecretName", () => {
  it("knows the secret fields in their usual spellings", () => {
    for (const name of ["password", "newPassword", "confirm_pwd", "id_token", "smsCode", "captcha", "phoneNumber", "contactPhone", "appSecret", "API-KEY", "baseStationToken"]) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ["pageNo", "sortField", "state", "name", "deviceId"]) expect(isSecretName(name), name).toBe(false);
  });
});

describe("redactFields", () => {
  const fields = {
    password: "hunter2",
    form: { username: "admin", password: "hunter2", phoneNumber: "13800000001", code: "123456", secret: "s3cr3t" },
    req: { headers: { Authorization: "Bearer abc", cookie: "aed_session=xyz", accept: "text/html" } },
    tokens: { id_token: "eyJ.a.b", refresh_token: "r" },
    list: [{ password: "in-an-array" }],
  };

  it("replaces secret fields at the top of a line and two levels down, headers in any case included", () => {
    const clean = redactFields(fields);
    expect(JSON.stringify(clean)).not.toMatch(/hunter2|13800000001|123456|s3cr3t|Bearer abc|aed_session|eyJ\.a\.b|"r"/);
    expect(clean.password).toBe(REDACTED);
    expect(clean.form).toEqual({ username: "admin", password: REDACTED, phoneNumber: REDACTED, code: REDACTED, secret: REDACTED });
    expect(clean.req.headers).toEqual({ Authorization: REDACTED, cookie: REDACTED, accept: "text/html" });
    expect(clean.list).toEqual([{ password: REDACTED }]);
  });

  it("never changes what it is given, and gives a line without secrets back as it is", () => {
    const before = JSON.stringify(fields);
    redactFields(fields);
    expect(JSON.stringify(fields)).toBe(before);
    expect(fields.list[0]!.password).toBe("in-an-array");
    const line = { reqId: "r1", route: "routes/x", method: "GET", url: "/device/list", status: 200, platform: [{ call: "GET /v1/devices", ms: 3 }] };
    expect(redactFields(line)).toBe(line);
  });

  it("leaves class instances (an error before its serializer) alone", () => {
    const error = Object.assign(new Error("boom"), { code: "E1" });
    expect(redactFields({ err: error }).err).toBe(error);
  });
});
