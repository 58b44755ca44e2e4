/**
 * Interface settings persisted in cookies named after the spec's storage keys (§9), so the server renders the
 * chosen layout on the first byte (no flash, and it works without JavaScript).
 */
export const DEFAULT_COLOR = "#1890FF";

export const COLOR_PRESETS = [
  { key: "red", color: "#F5222D" },
  { key: "orange", color: "#E94820" },
  { key: "yellow", color: "#FAAD14" },
  { key: "cyan", color: "#13C2C2" },
  { key: "green", color: "#52C41A" },
  { key: "blue", color: DEFAULT_COLOR },
  { key: "geekblue", color: "#2F54EB" },
  { key: "purple", color: "#722ED1" },
] as const;
export type ColorPresetKey = (typeof COLOR_PRESETS)[number]["key"];

export type NavTheme = "dark" | "light";
export type LayoutMode = "sidemenu" | "topmenu";
export type ContentWidth = "Fluid" | "Fixed";

export interface LayoutSettings {
  navTheme: NavTheme;
  color: string;
  layout: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixedSidebar: boolean;
  weak: boolean;
  multiTab: boolean;
  /** true when the side menu is open (not collapsed to 80 px). */
  sidebarOpen: boolean;
}

/** §2 layout defaults. Multi-tab is on: the issue makes the tab bar part of the shell. */
export const DEFAULT_SETTINGS: LayoutSettings = {
  navTheme: "dark",
  color: DEFAULT_COLOR,
  layout: "sidemenu",
  contentWidth: "Fluid",
  fixedHeader: false,
  autoHideHeader: false,
  fixedSidebar: false,
  weak: false,
  multiTab: true,
  sidebarOpen: true,
};

/** Setting → cookie name (the spec's storage keys). */
export const SETTING_COOKIES: Record<keyof LayoutSettings, string> = {
  navTheme: "nav_theme",
  color: "color",
  layout: "layout",
  contentWidth: "content_width",
  fixedHeader: "fixed_header",
  autoHideHeader: "auto_hide_header",
  fixedSidebar: "fixed_sidebar",
  weak: "weak",
  multiTab: "multi_tab",
  sidebarOpen: "sidebar_type",
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX_COLOR.test(value);
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  return fallback;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/** Reads settings from any string record (parsed cookies or submitted form fields); invalid values fall back. */
export function readSettings(values: Record<string, string | undefined>, base: LayoutSettings = DEFAULT_SETTINGS): LayoutSettings {
  const get = (key: keyof LayoutSettings) => values[SETTING_COOKIES[key]];
  return {
    navTheme: oneOf(get("navTheme"), ["dark", "light"], base.navTheme),
    color: isHexColor(get("color")) ? get("color")!.toUpperCase() : base.color,
    layout: oneOf(get("layout"), ["sidemenu", "topmenu"], base.layout),
    contentWidth: oneOf(get("contentWidth"), ["Fluid", "Fixed"], base.contentWidth),
    fixedHeader: parseBoolean(get("fixedHeader"), base.fixedHeader),
    autoHideHeader: parseBoolean(get("autoHideHeader"), base.autoHideHeader),
    fixedSidebar: parseBoolean(get("fixedSidebar"), base.fixedSidebar),
    weak: parseBoolean(get("weak"), base.weak),
    multiTab: parseBoolean(get("multiTab"), base.multiTab),
    sidebarOpen: parseBoolean(get("sidebarOpen"), base.sidebarOpen),
  };
}

export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = Object.create(null);
  if (!header) return result;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 1) continue;
    const key = part.slice(0, index).trim();
    try {
      result[key] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      /* a malformed cookie value is ignored */
    }
  }
  return result;
}

/** Set-Cookie values for every setting (a year; readable by the page so the drawer can preview). */
export function settingsCookies(settings: LayoutSettings): string[] {
  return (Object.keys(SETTING_COOKIES) as (keyof LayoutSettings)[]).map(
    (key) => `${SETTING_COOKIES[key]}=${encodeURIComponent(String(settings[key]))}; Path=/; Max-Age=31536000; SameSite=Lax`,
  );
}

/**
 * A VIP account's systemTheme is "theme--colour" or just "colour" (§3). Returns what it fixes, or null when
 * it carries nothing usable.
 */
export function parseSystemTheme(value: string | null | undefined): { navTheme?: NavTheme; color?: string } | null {
  if (!value) return null;
  const [first, second] = value.split("--");
  const result: { navTheme?: NavTheme; color?: string } = {};
  if (second !== undefined) {
    if (first === "dark" || first === "light") result.navTheme = first;
    if (isHexColor(second)) result.color = second.toUpperCase();
  } else if (isHexColor(first)) {
    result.color = first.toUpperCase();
  }
  return result.navTheme || result.color ? result : null;
}
