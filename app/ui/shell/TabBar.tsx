import { useLocation, useMatches } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import IconChevronDown from "@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs";
import IconX from "@tabler/icons-react/dist/esm/icons/IconX.mjs";
import { useTranslation } from "~/i18n/react";
import type { Tab } from "~/lib/tabs";
import { NAME_WIDTH, textWidth, truncateByWidth } from "~/lib/text-width";
import { Dropdown } from "./Dropdown";

/**
 * The multi-tab bar (§2). Tabs live in the server session, so closing works as a plain form post; the spec's
 * messages come back as flash notices.
 */
export function TabBar({ tabs, active }: { tabs: Tab[]; active: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // The page on screen may name its own tab (a device's serial number) before the session has stored it.
  const pageLabel = useMatches()
    .map((match) => (match.handle as { tabLabel?: (data: unknown) => string | undefined } | undefined)?.tabLabel?.(match.data))
    .filter(Boolean)
    .at(-1);
  const title = (tab: Tab) => (tab.key === active && pageLabel) || tab.label || t(tab.titleKey, { defaultValue: tab.key });
  return (
    <div className="tab-bar" data-testid="tab-bar">
      <nav aria-label={t("tabs.label")} className="tab-bar__tabs">
        <ul>
          {tabs.map((tab) => (
            <li key={tab.key} className="tab-bar__tab" data-active={tab.key === active || undefined}>
              {/* A long name is cut by §5's text width; the whole name stays its tooltip and, as hidden text rather than
                  an aria-label (which must contain the visible words: WCAG 2.5.3), its accessible name. */}
              <Link to={tab.url} aria-current={tab.key === active ? "page" : undefined} title={textWidth(title(tab)) > NAME_WIDTH ? title(tab) : undefined}>
                {textWidth(title(tab)) > NAME_WIDTH ? (
                  <>
                    <span aria-hidden="true" data-visible-name="">
                      {truncateByWidth(title(tab), NAME_WIDTH)}
                    </span>
                    <span className="visually-hidden">{title(tab)}</span>
                  </>
                ) : (
                  title(tab)
                )}
              </Link>
              <Form method="post" action="/tabs" className="tab-bar__close">
                <input type="hidden" name="active" value={active} />
                <input type="hidden" name="target" value={tab.key} />
                <input type="hidden" name="redirectTo" value={here} />
                <button type="submit" name="intent" value="one" aria-label={`${t("tabs.close")} ${title(tab)}`} title={t("tabs.close")}>
                  <IconX size={12} aria-hidden="true" />
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </nav>
      <Dropdown className="tab-bar__menu" summaryLabel={t("tabs.label")} summary={<IconChevronDown size={16} aria-hidden="true" />}>
        <Form method="post" action="/tabs" className="dropdown__menu">
          <input type="hidden" name="active" value={active} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" name="intent" value="current">
            {t("tabs.closeCurrent")}
          </button>
          <button type="submit" name="intent" value="left">
            {t("tabs.closeLeft")}
          </button>
          <button type="submit" name="intent" value="right">
            {t("tabs.closeRight")}
          </button>
          <button type="submit" name="intent" value="all">
            {t("tabs.closeAll")}
          </button>
        </Form>
      </Dropdown>
    </div>
  );
}
