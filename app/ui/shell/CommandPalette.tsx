import { Modal } from "~/ui/mantine/Modal";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { goHref, matchScreens, menuScreens, normalizeQuery, serialQuery } from "~/lib/go-to";
import type { loader as goLoader } from "~/routes/_console+/go";
import { useMenu } from "~/ui/console-data";
import { useMenuTitle } from "./SideMenu";

interface Item {
  key: string;
  label: string;
  detail?: string;
  href: string;
  newWindow?: boolean;
}

/** Screens shown at once; the rest are one "all results" away. */
const SHOWN_SCREENS = 12;

/**
 * Ctrl+K / ⌘K (issue 14): a combobox over a listbox of the user's menu screens and, for a serial-number-like
 * query, devices from the /go loader (the same results the no-JavaScript "go to" page lists).
 */
export function CommandPalette({ onClose }: { onClose: (restoreFocus: boolean) => void }) {
  const { t } = useTranslation();
  const title = useMenuTitle();
  const navigate = useNavigate();
  const menu = useMenu();
  const fetcher = useFetcher<typeof goLoader>();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listId = useId();
  const sn = serialQuery(query);

  useEffect(() => {
    if (!sn) return;
    const timer = window.setTimeout(() => fetcher.load(goHref(sn)), 200);
    return () => window.clearTimeout(timer);
    // fetcher.load is stable enough for this; re-running on fetcher changes would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sn]);

  const screens = matchScreens(menuScreens(menu), query, title);
  const devices = sn && fetcher.data?.q === sn ? fetcher.data.devices : [];
  const items: Item[] = [
    ...screens.slice(0, SHOWN_SCREENS).map((screen) => ({
      key: `screen-${screen.mark}`,
      label: title(screen.mark),
      detail: screen.trail.map(title).join(" / ") || undefined,
      href: screen.href,
      newWindow: screen.newWindow,
    })),
    ...devices.flatMap((device) => (device.href ? [{ key: `device-${device.id}`, label: t("goTo.device", { sn: device.sn }), detail: t("goTo.devices"), href: device.href }] : [])),
    ...(normalizeQuery(query) ? [{ key: "all", label: t("goTo.resultsFor", { q: normalizeQuery(query) }), href: goHref(query) }] : []),
  ];
  const current = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  const go = (item: Item | undefined) => {
    if (!item) return;
    onClose(false);
    if (item.newWindow) window.open(item.href, "_blank", "noopener");
    else navigate(item.href);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + items.length) % Math.max(items.length, 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      go(items[current]);
    }
  };
  useEffect(() => {
    document.getElementById(optionId(current))?.scrollIntoView({ block: "nearest" });
  });

  return (
    <Modal
      opened
      onClose={() => onClose(true)}
      title={t("goTo.paletteTitle")}
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ "aria-label": t("common.close") }}
      data-testid="command-palette"
    >
      <input
        data-autofocus
        type="text"
        role="combobox"
        aria-label={t("goTo.label")}
        aria-describedby={`${listId}-hint`}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={items.length ? optionId(current) : undefined}
        placeholder={t("goTo.placeholder")}
        className="palette__input"
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      <p id={`${listId}-hint`} className="muted palette__hint">
        {t("goTo.paletteHint")}
      </p>
      <ul id={listId} role="listbox" aria-label={t("goTo.results")} className="palette__list">
        {items.map((item, index) => (
          <li
            key={item.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className="palette__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(item)}
          >
            <span>{item.label}</span>
            {item.detail && <span className="muted"> · {item.detail}</span>}
          </li>
        ))}
      </ul>
      {items.length === 0 && <p className="muted">{t("goTo.empty")}</p>}
      <p className="muted" aria-live="polite">
        {sn && fetcher.state === "loading" ? t("goTo.searching") : ""}
      </p>
    </Modal>
  );
}
