import { useNavigate } from "@remix-run/react";
import { useEffect, useLayoutEffect, useMemo, useRef, type MouseEvent } from "react";
import { useAdoptedMarkup } from "~/ui/adopted-markup";
import { useTranslation } from "~/i18n/react";
import { entryHref, NEW_WINDOW_MARK } from "~/lib/go-to";
import type { MenuEntry } from "~/lib/permissions";
import { MenuIcon } from "./icons";

function isActive(entry: MenuEntry, pathname: string): boolean {
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}

export function useMenuTitle() {
  const { t } = useTranslation();
  return (mark: string) => t(`menu.${mark}`, { defaultValue: mark });
}

/** A link of the menu: a function MenuItems calls, not a component (~50 fewer fibers for every page to hydrate). */
function menuLink(entry: MenuEntry, pathname: string, depth: number, title: string, opensNewWindow: string) {
  const active = isActive(entry, pathname);
  const content = (
    <>
      {depth === 0 && <MenuIcon name={entry.icon} />}
      <span className="side-menu__label">{title}</span>
    </>
  );
  if (entry.mark === NEW_WINDOW_MARK) {
    return (
      <a className="side-menu__link" href={entryHref(entry)} target="_blank" rel="noopener" title={title}>
        {content}
        <span className="visually-hidden">{opensNewWindow}</span>
      </a>
    );
  }
  return (
    <a className="side-menu__link" href={entryHref(entry)} aria-current={active ? "page" : undefined} data-active={active || undefined} title={title}>
      {content}
    </a>
  );
}

function MenuItems({ entries, pathname, depth }: { entries: MenuEntry[]; pathname: string; depth: number }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  return (
    <ul className="side-menu__list" data-depth={depth}>
      {entries.map((entry) => {
        const children = entry.hideChildrenMenu ? [] : entry.children ?? [];
        return (
          <li key={entry.mark} className="side-menu__item" data-mark={entry.mark}>
            {children.length ? (
              // <details> opens and closes without JavaScript; the active group is rendered open.
              <details className="side-menu__group" open={isActive(entry, pathname) || undefined}>
                <summary className="side-menu__link" title={title(entry.mark)} data-active={isActive(entry, pathname) || undefined}>
                  {depth === 0 && <MenuIcon name={entry.icon} />}
                  <span className="side-menu__label">{title(entry.mark)}</span>
                </summary>
                <MenuItems entries={children} pathname={pathname} depth={depth + 1} />
              </details>
            ) : (
              menuLink(entry, pathname, depth, title(entry.mark), t("layout.opensNewWindow"))
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The menu's links are plain anchors, and one handler on the menu makes a click on one of them a client-side
 * navigation, as a Remix <Link> does (same checks: main button, no modifier key, same origin, no target). Seventy
 * <Link>s (each with its router hooks) were a noticeable share of every page's server render (issue 13).
 */
function useClientNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download") || anchor.origin !== window.location.origin) return;
    event.preventDefault();
    const to = anchor.pathname + anchor.search + anchor.hash;
    navigate(to, { replace: to === window.location.pathname + window.location.search + window.location.hash });
  };
}

/**
 * Marks the entry of `pathname` current in menu markup React does not draw (see SideMenu), as MenuItems would: the
 * link's aria-current and data-active, its groups' data-active; a group opens when it becomes the current one and
 * closes when it stops being it, and is otherwise left as the user set it (as React leaves an unchanged `open`).
 */
function markCurrentEntry(nav: HTMLElement, menu: MenuEntry[], pathname: string, before: string) {
  const items = new Map<string, Element>();
  for (const item of nav.querySelectorAll("li[data-mark]")) items.set(item.getAttribute("data-mark") ?? "", item);
  const setFlag = (element: Element | null | undefined, name: string, value: string, on: boolean) => {
    if (on) element?.setAttribute(name, value);
    else element?.removeAttribute(name);
  };
  const visit = (entries: MenuEntry[]) => {
    for (const entry of entries) {
      const item = items.get(entry.mark);
      const active = isActive(entry, pathname);
      const children = entry.hideChildrenMenu ? [] : entry.children ?? [];
      if (children.length) {
        const group = item?.querySelector(":scope > details");
        setFlag(group?.querySelector(":scope > summary"), "data-active", "true", active);
        if (group instanceof HTMLDetailsElement && active !== isActive(entry, before)) group.open = active;
        visit(children);
      } else if (entry.mark !== NEW_WINDOW_MARK) {
        const link = item?.querySelector(":scope > a");
        setFlag(link, "aria-current", "page", active);
        setFlag(link, "data-active", "true", active);
      }
    }
  };
  visit(menu);
}

/** A layout effect in the browser (no frame shows the last page's entry as current), nothing on the server. */
const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * The menu. The server draws it; in the browser React adopts that markup instead of hydrating ~70 links and their
 * groups (useAdoptedMarkup), and draws the menu itself only once the language or the entries change. `id` names the
 * element (unique on the page: the side menu and the top menu may both be drawn).
 */
export function SideMenu({ id, menu, pathname, label }: { id: string; menu: MenuEntry[]; pathname: string; label: string }) {
  const onClick = useClientNavigation();
  const { i18n } = useTranslation();
  const version = useMemo(() => `${i18n.language} ${JSON.stringify(menu)}`, [i18n.language, menu]);
  const adopted = useAdoptedMarkup(id, version);
  const nav = useRef<HTMLElement>(null);
  const drawnFor = useRef(pathname);
  useBeforePaint(() => {
    if (adopted && nav.current && drawnFor.current !== pathname) markCurrentEntry(nav.current, menu, pathname, drawnFor.current);
    drawnFor.current = pathname;
  }, [adopted, menu, pathname]);
  return (
    // The clicks handled are those of the links inside (keyboard activation of a link is a click too).
    <nav ref={nav} id={id} className="side-menu" aria-label={label} onClick={onClick} dangerouslySetInnerHTML={adopted}>
      {adopted ? undefined : <MenuItems entries={menu} pathname={pathname} depth={0} />}
    </nav>
  );
}
