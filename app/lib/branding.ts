import { contrast, readable } from "./colors";
import { safeRedirectPath } from "./safe-redirect";
import { storedFileHref } from "./uploads";
import { DEFAULT_COLOR, parseSystemTheme, type LayoutSettings, type NavTheme } from "./layout-settings";

export interface BrandInfo {
  vipKeySerialNumber?: string | null;
  systemTheme?: string | null;
  systemLogo?: string | null;
  systemName?: string | null;
  systemNameEn?: string | null;
}

export interface Branding {
  vip: boolean;
  /** Custom system name in the page language, or null for the product's own name. */
  systemName: string | null;
  logo: string | null;
}

/**
 * Only a logo we can show without fetching elsewhere: a data: image, a file the platform stores (through the
 * console's relay, which serves it only to the accounts that see it), or a same-site path.
 */
function safeLogo(value: string | null | undefined): string | null {
  if (!value) return null;
  const stored = storedFileHref(value);
  if (stored) return stored;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(value)) return value;
  if (safeRedirectPath(value, "") === value) return value;
  return null;
}

/** Accounts holding a VIP key get their own name, logo and theme (§1); everyone else gets none of it. */
export function brandingFrom(info: BrandInfo | null | undefined, lang: string): Branding {
  if (!info?.vipKeySerialNumber) return { vip: false, systemName: null, logo: null };
  const name = lang === "en-US" ? info.systemNameEn || info.systemName : info.systemName || info.systemNameEn;
  return { vip: true, systemName: name || null, logo: safeLogo(info.systemLogo) };
}

/**
 * Settings as they apply at sign-in: a VIP account's theme wins; any other account is reset to the dark theme
 * with the default blue, clearing custom branding (§1).
 */
export function settingsAtSignIn(info: BrandInfo | null | undefined, current: LayoutSettings): LayoutSettings {
  if (info?.vipKeySerialNumber) {
    const theme = parseSystemTheme(info.systemTheme);
    return { ...current, ...(theme?.navTheme ? { navTheme: theme.navTheme } : {}), ...(theme?.color ? { color: theme.color } : {}) };
  }
  return { ...current, navTheme: "dark", color: DEFAULT_COLOR };
}

/** How a VIP card's branding looks once applied: the side menu's colours and the primary colour as the console draws it. */
export interface BrandingPreview {
  /** The system name in the page language, or null for the product's own. */
  title: string | null;
  navTheme: NavTheme;
  navBackground: string;
  navText: string;
  /** The primary colour made readable (issue 14), as links and buttons show it; the text on it. */
  primary: string;
  onPrimary: string;
}

const NAV_COLOURS: Record<NavTheme, { background: string; text: string }> = {
  dark: { background: "#001529", text: "#FFFFFF" },
  light: { background: "#FFFFFF", text: "#1F1F1F" },
};

/** A card's branding (§1) as a member's console applies it: an unset theme part keeps the defaults (dark, blue). */
export function brandingPreview(card: Omit<BrandInfo, "vipKeySerialNumber" | "systemLogo">, lang: string): BrandingPreview {
  const theme = parseSystemTheme(card.systemTheme);
  const navTheme = theme?.navTheme ?? "dark";
  const primary = readable(theme?.color ?? DEFAULT_COLOR);
  const name = lang === "en-US" ? card.systemNameEn || card.systemName : card.systemName || card.systemNameEn;
  return {
    title: name || null,
    navTheme,
    navBackground: NAV_COLOURS[navTheme].background,
    navText: NAV_COLOURS[navTheme].text,
    primary,
    onPrimary: contrast(primary, "#FFFFFF") >= contrast(primary, "#000000") ? "#FFFFFF" : "#000000",
  };
}
