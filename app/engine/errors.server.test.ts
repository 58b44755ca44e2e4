import { describe, expect, it } from "vitest";
import { PlatformError } from "~/platform/errors";
import { describeFailure } from "./errors.server";

describe("describeFailure (§8 error catalogue)", () => {
  it("titles every failed call with the service-error text and gives the upstream detail as its text", () => {
    expect(describeFailure(new PlatformError("http", 400, "版本号已存在"))).toEqual({ status: 400, message: "error.serviceError", detail: "版本号已存在" });
    expect(describeFailure(new PlatformError("http", 422, "名称已存在"))).toEqual({ status: 422, message: "error.serviceError", detail: "名称已存在" });
    expect(describeFailure(new PlatformError("http", 500, "数据库忙"))).toEqual({ status: 502, message: "error.serviceError", detail: "数据库忙" });
  });

  it("falls back per status when the platform sent no detail", () => {
    expect(describeFailure(new PlatformError("http", 400, null))).toEqual({ status: 400, message: "error.serviceError", detail: "error.operationFailed" });
    expect(describeFailure(new PlatformError("http", 404, null))).toMatchObject({ status: 404, detail: "error.page404" });
    expect(describeFailure(new PlatformError("http", 403, null))).toEqual({ status: 403, message: "error.serviceError", detail: "error.forbidden" });
    expect(describeFailure(new PlatformError("http", 500, null))).toMatchObject({ status: 502, detail: "error.requestError" });
  });

  it("says nothing of a network fault, a timeout or a malformed body beyond the request-error text", () => {
    expect(describeFailure(new PlatformError("network", 503, null))).toEqual({ status: 502, message: "error.serviceError", detail: "error.requestError" });
    expect(describeFailure(new PlatformError("shape", 502, null))).toMatchObject({ message: "error.serviceError", detail: "error.requestError" });
    expect(describeFailure(new PlatformError("timeout", 504, null))).toEqual({ status: 504, message: "error.serviceError", detail: "error.requestError" });
  });

  it("names a refusal the console knows with its own catalogue text, whatever the platform's words", () => {
    expect(describeFailure(new PlatformError("http", 400, "Task pending", [], "error.exitTaskExists"))).toEqual({ status: 400, message: "error.serviceError", detail: "error.exitTaskExists" });
    // Codes outside the catalogue are the platform's own: its words stay.
    expect(describeFailure(new PlatformError("http", 400, "图形验证码错误", [], "error.captcha-required"))).toMatchObject({ detail: "图形验证码错误" });
  });
});
