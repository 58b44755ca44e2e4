import { describe, expect, it } from "vitest";
import { PlatformError } from "~/platform/errors";
import { describeFailure } from "./errors.server";

describe("describeFailure (§8 error catalogue)", () => {
  it("shows the upstream detail of a 400 or 404", () => {
    expect(describeFailure(new PlatformError("http", 400, "版本号已存在"))).toEqual({ status: 400, message: "版本号已存在", detail: null });
    expect(describeFailure(new PlatformError("http", 404, null))).toMatchObject({ status: 404, message: "error.page404" });
  });

  it("uses the forbidden text for a 403", () => {
    expect(describeFailure(new PlatformError("http", 403, null))).toMatchObject({ status: 403, message: "error.forbidden" });
  });

  it("answers 500/502, network faults and bad bodies with the generic service error", () => {
    expect(describeFailure(new PlatformError("http", 500, null))).toMatchObject({ status: 502, message: "error.serviceError" });
    expect(describeFailure(new PlatformError("network", 503, null))).toMatchObject({ status: 502, message: "error.serviceError", detail: null });
    expect(describeFailure(new PlatformError("shape", 502, null))).toMatchObject({ message: "error.serviceError" });
    expect(describeFailure(new PlatformError("timeout", 504, null))).toMatchObject({ status: 504, message: "error.serviceError" });
  });
});
