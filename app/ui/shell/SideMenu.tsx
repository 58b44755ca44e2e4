import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
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

export function SideMenu({ menu, pathname, label }: { menu: MenuEntry[]; pathname: string; label: string }) {
  const onClick = useClientNavigation();
  return (
    // The clicks handled are those of the links inside (keyboard activation of a link is a click too).
    <nav className="side-menu" aria-label={label} onClick={onClick}>
      <MenuItems entries={menu} pathname={pathname} depth={0} />
    </nav>
  );
}
