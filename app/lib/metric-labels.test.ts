import { describe, expect, it } from "vitest";
import { BoundedLabel, pathTemplate, statusClass } from "./metric-labels";

describe("pathTemplate", () => {
  it("keeps the call's words and replaces ids of every kind", () => {
    expect(pathTemplate("/v1/devices")).toBe("/v1/devices");
    expect(pathTemplate("/v1/devices/123")).toBe("/v1/devices/:id");
    expect(pathTemplate("/v1/devices/AED2024-0001/container")).toBe("/v1/devices/:id/container");
    expect(pathTemplate("/v1/users/42/reset-password")).toBe("/v1/users/:id/reset-password");
    expect(pathTemplate("/v1/oss-files/3f2b9c1e-0d4a-4b8e-9f1a-2c3d4e5f6a7b")).toBe("/v1/oss-files/:id");
    expect(pathTemplate("/v1/sms-sent-records/%E4%B8%AD")).toBe("/v1/sms-sent-records/:id");
    expect(pathTemplate("/v1/authenticate/PASSWORD")).toBe("/v1/authenticate/PASSWORD");
    expect(pathTemplate("/v1/device-balance-configs/getTheWeekStatistics")).toBe("/v1/device-balance-configs/getTheWeekStatistics");
  });

  it("drops the query, which may carry a phone number or a code", () => {
    expect(pathTemplate("/v1/code/sms-login?phoneNumber=13800000001")).toBe("/v1/code/sms-login");
    expect(pathTemplate("/v1/devices?page=0&sort=id,desc#x")).toBe("/v1/devices");
  });

  it("treats a very long word as an id", () => {
    expect(pathTemplate(`/v1/tokens/${"a".repeat(41)}`)).toBe("/v1/tokens/:id");
  });
});

describe("statusClass", () => {
  it("groups statuses by their first digit; no answer is 'none'", () => {
    expect([200, 204, 302, 404, 429, 500, 503].map(statusClass)).toEqual(["2xx", "2xx", "3xx", "4xx", "4xx", "5xx", "5xx"]);
    expect(statusClass(undefined)).toBe("none");
    expect(statusClass(0)).toBe("none");
  });
});

describe("BoundedLabel", () => {
  it("lets the first values through and folds every later new one into 'other'", () => {
    const label = new BoundedLabel(2);
    expect([label.of("a"), label.of("b"), label.of("c"), label.of("a"), label.of("d")]).toEqual(["a", "b", "other", "a", "other"]);
  });
});
