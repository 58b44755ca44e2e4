import { describe, expect, it } from "vitest";
import { createLogger } from "./log.server";
import { REDACTED } from "./lib/redaction";

describe("the console's logger", () => {
  it("writes no secret field: not in a line's fields, not in a child logger's bindings", () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line: string) => void lines.push(line) });
    logger.info({ form: { username: "admin", password: "hunter2" }, req: { headers: { cookie: "aed_session=xyz", accept: "text/html" } } }, "sign-in");
    logger.child({ token: "eyJ.a.b", reqId: "r1" }).warn({ phoneNumber: "13800000001" }, "sms");
    logger.child({ reqId: "r2" }).child({ session: { idToken: "eyJ.c.d" } }).info("grandchild");
    const [first, second, third] = lines.map((line) => JSON.parse(line));
    expect(lines.join("")).not.toMatch(/hunter2|aed_session|eyJ\.a\.b|eyJ\.c\.d|13800000001/);
    expect(first.form).toEqual({ username: "admin", password: REDACTED });
    expect(first.req.headers.accept).toBe("text/html");
    expect(second).toMatchObject({ token: REDACTED, reqId: "r1", phoneNumber: REDACTED, msg: "sms" });
    expect(third).toMatchObject({ reqId: "r2", session: { idToken: REDACTED }, msg: "grandchild" });
  });
});
