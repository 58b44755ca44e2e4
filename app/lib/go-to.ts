import type { MenuEntry } from "./permissions";

/**
 * "Go to …" (issue 14): the screens of the signed-in user's menu (already permission-filtered by the platform)
 * and devices by serial number, for the Ctrl+K palette and the no-JavaScript /go page alike.
 */
export interface Screen {
  mark: string;
  href: string;
  /** Marks of the groups above it, for "group / screen". */
  trail: string[];
  /** The monitor opens in a new window (§2). */
  newWindow: boolean;
}

export const GO_PATH = "/go";
/** The longest query kept; a serial number filter takes at most 20 characters. */
export const GO_QUERY_MAX = 50;
export const SN_MAX = 20;
export const GO_DEVICE_LIMIT = 10;

/** §2: the entry marked Monitor opens in a new window. */
export const NEW_WINDOW_MARK = "Monitor";

/** Where a menu entry leads: its redirect, its first child when the children are hidden, or its path. */
export function entryHref(entry: MenuEntry): string {
  if (entry.redirectPath) return entry.redirectPath;
  if (entry.hideChildrenMenu && entry.children?.length) return entry.children[0].path;
  return entry.path;
}

/** Every screen the menu leads to (its leaves and entries with hidden children), in menu order. */
export function menuScreens(menu: MenuEntry[]): Screen[] {
  const screens: Screen[] = [];
  const walk = (entries: MenuEntry[], trail: string[]) => {
    for (const entry of entries) {
      if (!entry || typeof entry !== "object" || typeof entry.mark !== "string") continue;
      const children = entry.hideChildrenMenu ? [] : Array.isArray(entry.children) ? entry.children : [];
      if (children.length) walk(children, [...trail, entry.mark]);
      else if (typeof entryHref(entry) === "string" && entryHref(entry)) {
        screens.push({ mark: entry.mark, href: entryHref(entry), trail, newWindow: entry.mark === NEW_WINDOW_MARK });
      }
    }
  };
  if (Array.isArray(menu)) walk(menu, []);
  return screens;
}

/** The query as searched: trimmed, inner spaces collapsed, at most GO_QUERY_MAX characters. */
export function normalizeQuery(query: string | null | undefined): string {
  return (query ?? "").trim().replace(/\s+/g, " ").slice(0, GO_QUERY_MAX);
}

/** Screens whose title (or a group's title, or the path) contains every word of the query; all for an empty query. */
export function matchScreens(screens: readonly Screen[], query: string, title: (mark: string) => string): Screen[] {
  const words = normalizeQuery(query).toLowerCase().split(" ").filter(Boolean);
  if (!words.length) return [...screens];
  return screens.filter((screen) => {
    const text = [title(screen.mark), ...screen.trail.map(title), screen.mark, screen.href].join(" ").toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** A query that can be part of a serial number (letters, digits, dashes), else null: no device search for it. */
export function serialQuery(query: string): string | null {
  const q = normalizeQuery(query);
  return q.length <= SN_MAX && /^[A-Za-z0-9-]+$/.test(q) ? q : null;
}

/** The no-JavaScript results page of a query. */
export function goHref(query: string): string {
  return `${GO_PATH}?${new URLSearchParams({ q: normalizeQuery(query) })}`;
}

