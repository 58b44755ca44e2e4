import { describe, expect, it } from "vitest";
import { brandingFrom, brandingPreview, settingsAtSignIn } from "./branding";
import { contrast } from "./colors";
import { DEFAULT_SETTINGS } from "./layout-settings";

const vip = {
  vipKeySerialNumber: "VIP-2026-0001",
  systemTheme: "light--#722ED1",
  systemLogo: "data:image/svg+xml;base64,PHN2Zy8+",
  systemName: "心安急救管理平台",
  systemNameEn: "HeartSafe Rescue Console",
};

describe("branding", () => {
  it("gives a VIP account its name in the page language and its logo", () => {
    expect(brandingFrom(vip, "zh-CN")).toEqual({ vip: true, systemName: "心安急救管理平台", logo: vip.systemLogo });
    expect(brandingFrom(vip, "en-US").systemName).toBe("HeartSafe Rescue Console");
  });

  it("ignores branding fields without a VIP key, and unsafe logos", () => {
    expect(brandingFrom({ ...vip, vipKeySerialNumber: null }, "zh-CN")).toEqual({ vip: false, systemName: null, logo: null });
    expect(brandingFrom({ ...vip, systemLogo: "javascript:alert(1)" }, "zh-CN").logo).toBeNull();
    expect(brandingFrom({ ...vip, systemLogo: "//evil.example/logo.png" }, "zh-CN").logo).toBeNull();
    expect(brandingFrom({ ...vip, systemLogo: "/.//evil.example/logo.png" }, "zh-CN").logo).toBeNull();
    expect(brandingFrom({ ...vip, systemLogo: "/\\evil.example/logo.png" }, "zh-CN").logo).toBeNull();
  });

  it("shows a stored logo through the console's relay", () => {
    expect(brandingFrom({ ...vip, systemLogo: "/v1/oss-files/AbCdEfGhIjKlMnOpQrSt_-" }, "zh-CN").logo).toBe("/oss/AbCdEfGhIjKlMnOpQrSt_-");
  });

  it("applies the VIP theme at sign-in and resets everyone else to dark and blue", () => {
    const custom = { ...DEFAULT_SETTINGS, navTheme: "light" as const, color: "#F5222D", weak: true };
    expect(settingsAtSignIn(vip, custom)).toMatchObject({ navTheme: "light", color: "#722ED1", weak: true });
    expect(settingsAtSignIn({ vipKeySerialNumber: null }, custom)).toMatchObject({ navTheme: "dark", color: "#1890FF", weak: true });
  });
});

describe("brandingPreview", () => {
  it("applies a card's theme, colour and name in the page language", () => {
    const preview = brandingPreview(vip, "zh-CN");
    expect(preview).toMatchObject({ title: "心安急救管理平台", navTheme: "light", navBackground: "#FFFFFF", primary: "#722ED1", onPrimary: "#FFFFFF" });
    expect(brandingPreview(vip, "en-US").title).toBe("HeartSafe Rescue Console");
  });

  it("keeps the defaults for what the card leaves unset: dark menu, blue, the product's name", () => {
    expect(brandingPreview({ systemTheme: "#52C41A" }, "zh-CN")).toMatchObject({ title: null, navTheme: "dark", navBackground: "#001529" });
    expect(brandingPreview({}, "zh-CN").navTheme).toBe("dark");
  });

  it("draws every colour pair readable (AA), a light colour darkened", () => {
    for (const theme of ["light--#FAAD14", "dark--#13C2C2", "#1890FF", "light--#000000", "dark--#FFFFFF"]) {
      const preview = brandingPreview({ systemTheme: theme }, "zh-CN");
      expect(contrast(preview.primary, preview.onPrimary), theme).toBeGreaterThanOrEqual(4.5);
      expect(contrast(preview.navBackground, preview.navText), theme).toBeGreaterThanOrEqual(4.5);
      expect(contrast(preview.primary, "#FFFFFF"), theme).toBeGreaterThanOrEqual(4.5);
    }
  });
});
