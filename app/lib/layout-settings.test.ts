import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseCookieHeader, parseSystemTheme, readSettings, settingsCookies } from "./layout-settings";
import { shadesOf } from "./colors";

describe("layout settings cookies", () => {
  it("uses the spec's defaults when no cookie is set", () => {
    expect(readSettings({})).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ navTheme: "dark", color: "#1890FF", layout: "sidemenu", contentWidth: "Fluid", fixedHeader: false, fixedSidebar: false, weak: false });
  });

  it("reads the storage-key cookies and ignores invalid values", () => {
    const cookies = parseCookieHeader("nav_theme=light; color=%23722ed1; content_width=Fixed; weak=true; multi_tab=false; layout=evil; fixed_header=maybe");
    const settings = readSettings(cookies);
    expect(settings).toMatchObject({ navTheme: "light", color: "#722ED1", contentWidth: "Fixed", weak: true, multiTab: false });
    expect(settings.layout).toBe("sidemenu");
    expect(settings.fixedHeader).toBe(false);
  });

  it("round-trips through Set-Cookie values", () => {
    const changed = { ...DEFAULT_SETTINGS, navTheme: "light" as const, color: "#13C2C2", sidebarOpen: false };
    const header = settingsCookies(changed).map((cookie) => cookie.split(";")[0]).join("; ");
    expect(readSettings(parseCookieHeader(header))).toEqual(changed);
  });

  it("does not trip over a prototype-named or malformed cookie", () => {
    const cookies = parseCookieHeader("__proto__=x; color=%E0%A4%A; =novalue");
    expect(readSettings(cookies).color).toBe(DEFAULT_COLOR_FOR_TEST);
  });
});

const DEFAULT_COLOR_FOR_TEST = "#1890FF";

describe("VIP system theme", () => {
  it("reads theme and colour joined by two dashes, or a colour alone", () => {
    expect(parseSystemTheme("light--#722ED1")).toEqual({ navTheme: "light", color: "#722ED1" });
    expect(parseSystemTheme("#13c2c2")).toEqual({ color: "#13C2C2" });
    expect(parseSystemTheme("dark--notacolour")).toEqual({ navTheme: "dark" });
    expect(parseSystemTheme("nonsense")).toBeNull();
    expect(parseSystemTheme(null)).toBeNull();
  });
});

describe("shadesOf", () => {
  it("keeps a readable colour itself at index 6 (a light one is darkened: colors.test.ts), lighter before and darker after", () => {
    expect(shadesOf("#2F54EB")[6]).toBe("#2F54EB");
    const shades = shadesOf("#1890FF");
    expect(shades).toHaveLength(10);
    const brightness = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16) + parseInt(hex.slice(5, 7), 16);
    for (let i = 1; i < 10; i++) expect(brightness(shades[i])).toBeLessThan(brightness(shades[i - 1]));
  });
});
