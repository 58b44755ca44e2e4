import { Anchor, Image } from "~/ui/mantine";
import { PlainGroup, PlainText } from "~/ui/PlainLayout";
import { Breadcrumbs } from "~/ui/mantine/Breadcrumbs";
import { useLocation } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import IconLayoutSidebarLeftCollapse from "@tabler/icons-react/dist/esm/icons/IconLayoutSidebarLeftCollapse.mjs";
import IconLayoutSidebarLeftExpand from "@tabler/icons-react/dist/esm/icons/IconLayoutSidebarLeftExpand.mjs";
import IconMenu2 from "@tabler/icons-react/dist/esm/icons/IconMenu2.mjs";
import IconSettings from "@tabler/icons-react/dist/esm/icons/IconSettings.mjs";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { Flash } from "~/auth/session-store.server";
import { findMenuTrail, type MenuEntry } from "~/lib/permissions";
import { DEFAULT_SETTINGS, type LayoutSettings } from "~/lib/layout-settings";
import type { Tab } from "~/lib/tabs";
import type { NotificationOverview } from "~/platform/notifications.server";
import { useRootData } from "~/ui/root-data";
import { LanguageSwitcher } from "~/ui/LanguageSwitcher";
import { serverDrawnLazy } from "~/ui/lazy";
import { AvatarMenu } from "./AvatarMenu";
import { Bell } from "./Bell";
import { LiveIndicator, type LiveIndicatorData } from "./LiveIndicator";
import { ROUTE_DIALOG_ID } from "~/ui/route-dialog";
import { FlashMessages } from "./FlashMessages";
import { GoToForm } from "./GoToForm";
import { SettingsDrawer as ServerSettingsDrawer } from "./SettingsDrawer.server";
import { usePageCrumbs } from "./page-crumbs";
import { Shortcuts } from "./Shortcuts";
import { SideMenu, useMenuTitle } from "./SideMenu";
import { TabBar } from "./TabBar";

/** Opened by a link (?settings=open): drawn by the server, its code fetched by the browser only when open. */
const SettingsDrawer = serverDrawnLazy(ServerSettingsDrawer, () => import("./SettingsDrawer"));

export interface ShellData {
  user: { name: string; avatar: string | null; roleName: string | null };
  menu: MenuEntry[];
  tabs: Tab[];
  activeTab: string;
  bell: NotificationOverview | null;
  bellAutoOpen: boolean;
  flash: Flash[];
  /** Live messages for the header's indicator; null for a role that may see none. */
  live: LiveIndicatorData | null;
}

function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The main layout (§2): side menu 256/80, header (bell, language, avatar), tab bar, settings drawer. */
export function ConsoleShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  const settings: LayoutSettings = root?.settings ?? DEFAULT_SETTINGS;
  const location = useLocation();
  const menuTitle = useMenuTitle();
  const [collapsed, setCollapsed] = useState(!settings.sidebarOpen);
  useEffect(() => setCollapsed(!settings.sidebarOpen), [settings.sidebarOpen]);
  // The phone drawer closes once a link in it has led elsewhere (without JavaScript, the new page starts closed).
  const navToggle = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (navToggle.current) navToggle.current.checked = false;
  }, [location.key]);

  const here = `${location.pathname}${withoutParam(location.search, "settings")}`;
  const settingsOpen = new URLSearchParams(location.search).get("settings") === "open";
  const settingsParams = new URLSearchParams(location.search);
  settingsParams.set("settings", "open");
  const settingsHref = `${location.pathname}?${settingsParams}`;
  const trail = findMenuTrail(data.menu, location.pathname);
  const pageCrumbs = usePageCrumbs(data.menu).filter((name) => name !== (trail.length ? menuTitle(trail[trail.length - 1].mark) : ""));
  const systemName = root?.branding.systemName ?? t("app.title");

  // Only ever called once React handles the page: a form sent before that goes to the server.
  const toggleSidebar = (event: React.FormEvent<HTMLFormElement>) => {
    // With JavaScript the toggle is instant; the cookie keeps the choice for the next server render.
    event.preventDefault();
    const next = !collapsed;
    setCollapsed(next);
    document.cookie = `sidebar_type=${!next}; Path=/; Max-Age=31536000; SameSite=Lax`;
  };

  return (
    <div
      className="shell"
      data-nav-theme={settings.navTheme}
      data-collapsed={collapsed || undefined}
      data-layout={settings.layout}
      data-fixed-header={settings.fixedHeader || undefined}
      data-fixed-sidebar={settings.fixedSidebar || undefined}
      data-content-width={settings.contentWidth}
    >
      {/* Shown (app.css) only while a server-drawn route dialog is open, so without JavaScript it is one Tab away. */}
      <a href={`#${ROUTE_DIALOG_ID}`} className="skip-link skip-link--dialog">
        {t("keyboard.skipToDialog")}
      </a>
      <a href="#main" className="skip-link">
        {t("app.skipToContent")}
      </a>
      {/* Mobile menu: a checkbox toggled by its label (the burger), so it opens without JavaScript; named by that label. */}
      <input ref={navToggle} type="checkbox" id="shell-nav-toggle" className="shell__nav-toggle visually-hidden" />
      <aside className="shell__sider" data-testid="side-menu">
        <Link to="/" className="shell__brand" title={systemName}>
          <Image src={root?.branding.logo ?? "/logo.svg"} alt="" w={32} h={32} />
          <span className="shell__brand-name">{systemName}</span>
        </Link>
        <SideMenu id="side-menu" menu={data.menu} pathname={location.pathname} label={t("layout.mainNav")} />
      </aside>
      {/* Empty: it adds nothing to the toggle's name (aria-hidden on a label is not valid HTML). */}
      <label htmlFor="shell-nav-toggle" className="shell__backdrop" />
      <div className="shell__body">
        <header className="shell__header">
          <PlainGroup gap="xs" wrap="nowrap" className="shell__header-left">
            <label htmlFor="shell-nav-toggle" className="shell__burger" title={t("layout.openMenu")}>
              <IconMenu2 size={20} aria-hidden="true" />
              <span className="visually-hidden">{t("layout.menu")}</span>
            </label>
            <Form method="post" action="/settings" className="shell__collapse" onSubmit={toggleSidebar}>
              <input type="hidden" name="redirectTo" value={here} />
              <button type="submit" name="intent" value="toggle-sidebar" aria-label={collapsed ? t("layout.expand") : t("layout.collapse")} title={collapsed ? t("layout.expand") : t("layout.collapse")}>
                {collapsed ? <IconLayoutSidebarLeftExpand size={20} aria-hidden="true" /> : <IconLayoutSidebarLeftCollapse size={20} aria-hidden="true" />}
              </button>
            </Form>
            {settings.layout === "topmenu" ? (
              <div className="top-menu">
                <SideMenu id="top-menu" menu={data.menu} pathname={location.pathname} label={t("layout.mainNav")} />
              </div>
            ) : (
              // A landmark of its own (named): a <nav>, since a name on a plain <div> is not valid HTML.
              <nav aria-label={t("layout.breadcrumb")} className="shell__breadcrumb">
                <Breadcrumbs separator="/">
                  <Anchor component={Link} to="/" size="sm">
                    {t("menu.home")}
                  </Anchor>
                  {trail.map((entry) => (
                    <PlainText key={entry.mark} size="sm" c="dimmed" component="span">
                      {menuTitle(entry.mark)}
                    </PlainText>
                  ))}
                  {pageCrumbs.map((name) => (
                    <PlainText key={`page:${name}`} size="sm" c="dimmed" component="span">
                      {name}
                    </PlainText>
                  ))}
                </Breadcrumbs>
              </nav>
            )}
          </PlainGroup>
          <PlainGroup gap="sm" wrap="nowrap" className="shell__header-right">
            <GoToForm id="go-to" />
            {data.live && <LiveIndicator live={data.live} here={here} />}
            {data.bell && <Bell overview={data.bell} autoOpen={data.bellAutoOpen} />}
            <Link to={settingsHref} className="shell__icon-link" aria-label={t("settings.open")} title={t("settings.open")} data-testid="settings-link" preventScrollReset>
              <IconSettings size={20} aria-hidden="true" />
            </Link>
            <LanguageSwitcher current={root?.lang ?? "zh-CN"} />
            <AvatarMenu name={data.user.name} avatar={data.user.avatar} settingsHref={settingsHref} />
          </PlainGroup>
        </header>
        {settings.multiTab && <TabBar tabs={data.tabs} active={data.activeTab} />}
        <main className="shell__content" id="main" tabIndex={-1}>
          <FlashMessages messages={data.flash} />
          {children}
        </main>
        <footer className="shell__footer">
          <PlainText size="xs" c="dimmed">
            {t("app.copyright")} · {t("app.version", { version: root?.version ?? "3.4.1" })}
          </PlainText>
        </footer>
      </div>
      <Shortcuts />
      {settingsOpen && (
        <SettingsDrawer settings={settings} closeHref={here} returnTo={here} vipLocked={Boolean(root?.branding.vip)} />
      )}
    </div>
  );
}
