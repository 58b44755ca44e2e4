import { describe, expect, it } from "vitest";
import { findChromium } from "../support/browser";

describe("the browser tests' Chromium", () => {
  const installed = (...files: string[]) => (file: string) => files.includes(file);

  it("is Debian's headless shell when installed, even beside the full browser", () => {
    expect(findChromium({}, installed("/usr/bin/chromium", "/usr/bin/chromium-headless-shell"))).toBe("/usr/bin/chromium-headless-shell");
  });

  it("is the full browser when the shell is not installed, and none when neither is", () => {
    expect(findChromium({}, installed("/usr/bin/chromium"))).toBe("/usr/bin/chromium");
    expect(findChromium({}, installed())).toBeUndefined();
  });

  it("is CHROMIUM_PATH when set", () => {
    expect(findChromium({ CHROMIUM_PATH: "/opt/chrome/chrome" }, installed("/usr/bin/chromium-headless-shell"))).toBe("/opt/chrome/chrome");
  });
});
