import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export interface DetailTab {
  /** Where the tab leads (relative to the detail route, or absolute). */
  to: string;
  labelKey: string;
  /** Path prefix that marks the tab current (default: `to`), e.g. a parent of sub-tabs. */
  match?: string;
}

/**
 * Tabs of a detail page as links to nested routes (§2 detail tabs; architecture "Detail tabs are nested routes
 * reached by links"): plain navigation without JavaScript, the current one marked with aria-current.
 */
export function DetailTabs({ base, tabs, labelKey, testId }: { base: string; tabs: readonly DetailTab[]; labelKey: string; testId?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const resolve = (path: string) => (path.startsWith("/") ? path : `${base}/${path}`);
  return (
    <nav className="detail-tabs" aria-label={t(labelKey)} data-testid={testId}>
      {tabs.map((tab) => {
        const match = resolve(tab.match ?? tab.to);
        const current = pathname === match || pathname.startsWith(`${match}/`);
        return (
          <Link key={tab.to} to={resolve(tab.to)} aria-current={current ? "page" : undefined} prefetch="none" preventScrollReset>
            {t(tab.labelKey)}
          </Link>
        );
      })}
    </nav>
  );
}
