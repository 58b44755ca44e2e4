import { useLocation } from "@remix-run/react";
import { Link } from "~/ui/links";

export interface RouteTab {
  to: string;
  label: string;
  /** Active when the path starts with this (default `to`); `exclude` paths never count. */
  match?: string;
  /** Further paths that make it active (a tab grouping sub-tabs of its own). */
  also?: string[];
  exclude?: string[];
}

/** Tabs that are routes (architecture: "Detail tabs are nested routes reached by links"): plain links, no JavaScript needed. */
export function RouteTabs({ tabs, label, testId, sub }: { tabs: readonly RouteTab[]; label: string; testId?: string; sub?: boolean }) {
  const { pathname } = useLocation();
  const isActive = (tab: RouteTab) => {
    const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
    if (tab.exclude?.some(within)) return false;
    return [tab.match ?? tab.to, ...(tab.also ?? [])].some(within);
  };
  return (
    <nav className={sub ? "route-tabs route-tabs--sub" : "route-tabs"} aria-label={label} data-testid={testId}>
      <ul>
        {tabs.map((tab) => {
          const active = isActive(tab);
          return (
            <li key={tab.to}>
              <Link to={tab.to} aria-current={active ? "page" : undefined} data-active={active || undefined} preventScrollReset>
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
