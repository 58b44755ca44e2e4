import pino from "pino";
import { describe, expect, it } from "vitest";
import { REDACT_PATHS, REDACTED, isSecretName, redactText, redactUrl } from "./redaction";

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

describe("REDACT_PATHS with pino", () => {
  it("removes secret fields at the top of a line and one level down, headers included", () => {
    const lines: string[] = [];
    const logger = pino({ redact: { paths: REDACT_PATHS, censor: REDACTED } }, { write: (line: string) => lines.push(line) });
    logger.info(
      {
        password: "hunter2",
        form: { username: "admin", password: "hunter2", phoneNumber: "13800000001", code: "123456", secret: "s3cr3t" },
        req: { headers: { authorization: "Bearer abc", cookie: "aed_session=xyz", accept: "text/html" } },
        tokens: { id_token: "eyJ.a.b", refresh_token: "r" },
      },
      "sign-in",
    );
    const line = JSON.parse(lines[0]!);
    expect(JSON.stringify(line)).not.toMatch(/hunter2|13800000001|123456|s3cr3t|Bearer abc|aed_session|eyJ\.a\.b|"r"/);
    expect(line.form.username).toBe("admin");
    expect(line.req.headers.accept).toBe("text/html");
    expect(line.form.password).toBe(REDACTED);
  });
});
