import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { nextRowIndex, shortcutFor, type KeyLike } from "~/lib/shortcuts";

/** The palette and the help are fetched on first use (one chunk), never in a page's first load. */
const KeyboardDialog = lazy(() => import("./KeyboardDialog"));

const FIRST_FILTER = 'main form[role="search"] :is(input:not([type="hidden"]):not([disabled]), select, textarea)';

function tableRows(): HTMLTableRowElement[] {
  const table = document.querySelector('main [data-testid="data-table"]');
  return table ? [...table.querySelectorAll<HTMLTableRowElement>("tbody tr[data-row-id]")] : [];
}

function currentRow(rows: HTMLTableRowElement[]): HTMLTableRowElement | undefined {
  const active = document.activeElement;
  return active ? rows.find((row) => row.contains(active)) : undefined;
}

/** A row's detail link: the link to …/<row id>, else its first link that is not a dangerous action. */
function detailLink(row: HTMLTableRowElement): HTMLAnchorElement | undefined {
  const links = [...row.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const id = row.dataset.rowId ?? "";
  return links.find((link) => link.pathname.endsWith(`/${id}`)) ?? links.find((link) => !link.classList.contains("danger"));
}

/** Runs a list or page shortcut; false when there is nothing for it here (the key then does what it does). */
function runPageShortcut(action: "focusFilter" | "nextRow" | "prevRow" | "openRow" | "toggleRow"): boolean {
  if (action === "focusFilter") {
    const field = document.querySelector<HTMLElement>(FIRST_FILTER);
    field?.focus();
    return Boolean(field);
  }
  const rows = tableRows();
  const row = currentRow(rows);
  if (action === "nextRow" || action === "prevRow") {
    const index = nextRowIndex(row ? rows.indexOf(row) : -1, rows.length, action === "nextRow" ? 1 : -1);
    const target = rows[index];
    if (!target) return false;
    // Focusable by script only (not a Tab stop): the row shows the focus ring (app.css).
    target.tabIndex = -1;
    target.focus();
    target.scrollIntoView({ block: "nearest" });
    return true;
  }
  if (!row) return false;
  if (action === "openRow") {
    // Enter on a link or a checkbox inside the row keeps doing what it does.
    if (document.activeElement !== row) return false;
    const link = detailLink(row);
    link?.click();
    return Boolean(link);
  }
  const box = row.querySelector<HTMLInputElement>('input[type="checkbox"][name="ids"]');
  box?.click();
  return Boolean(box);
}

/**
 * Keyboard shortcuts with JavaScript (issue 14; app/lib/shortcuts.ts says which key does what): `/` first filter,
 * j/k/Enter/x in the engine's list table, `?` help, Ctrl+K / ⌘K the palette. Closing a dialog puts focus back.
 */
export function Shortcuts() {
  const [open, setOpen] = useState<"palette" | "help" | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const show = useCallback((which: "palette" | "help") => {
    setOpen((current) => {
      if (current) return current;
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return which;
    });
  }, []);
  const close = useCallback((restoreFocus: boolean) => {
    setOpen(null);
    const target = returnTo.current;
    returnTo.current = null;
    if (restoreFocus && target) window.setTimeout(() => target.isConnected && target.focus());
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const action = shortcutFor(event as unknown as KeyLike);
      if (!action) return;
      if (action === "palette") {
        event.preventDefault();
        show("palette");
        return;
      }
      // Not behind an open dialog (a route modal, the palette, the help).
      if (document.querySelector('[role="dialog"][aria-modal="true"], .mantine-Modal-content')) return;
      if (action === "help") {
        event.preventDefault();
        show("help");
      } else if (runPageShortcut(action)) event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [show]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardDialog which={open} onClose={close} />
    </Suspense>
  );
}
