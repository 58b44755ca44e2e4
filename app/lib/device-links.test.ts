import { describe, expect, it } from "vitest";
import { deviceActionLink, deviceHref, deviceReturnPath } from "./device-links";

describe("device links", () => {
  it("open the overview, or a tab's own page, never a path that redirects", () => {
    expect(deviceHref(12)).toBe("/device/12/overview");
    expect(deviceHref("12", "message")).toBe("/device/12/message");
    expect(deviceHref(12, "running")).toBe("/device/12/running/battery");
    expect(deviceHref(12, "operation")).toBe("/device/12/operation/repair");
    expect(deviceHref(12, "config")).toBe("/device/12/config/parameters");
  });
});

describe("device action return path", () => {
  it("goes back to the tab under the same device, query kept", () => {
    expect(deviceReturnPath("12", "/device/12/running/battery?pageNo=2")).toBe("/device/12/running/battery?pageNo=2");
    expect(deviceReturnPath("12", "/device/12/config/parameters")).toBe("/device/12/config/parameters");
  });

  it("falls back to the overview for anything else", () => {
    expect(deviceReturnPath("12", null)).toBe("/device/12/overview");
    expect(deviceReturnPath("12", "/device/13/overview")).toBe("/device/12/overview");
    expect(deviceReturnPath("12", "//evil.example")).toBe("/device/12/overview");
    expect(deviceReturnPath("12", "/device/12/../../evil")).toBe("/device/12/overview");
    expect(deviceReturnPath("12", "/device/12//evil.example")).toBe("/device/12/overview");
  });

  it("builds action links that carry where they came from", () => {
    expect(deviceActionLink(12, "reset", "/device/12/overview?x=1")).toBe("/device/12/reset?from=%2Fdevice%2F12%2Foverview%3Fx%3D1");
  });
});
