import { useLocation, useNavigate } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { ROUTE_DIALOG_ID } from "./route-dialog";
import { useHydrated } from "./use-hydrated";

type ModalComponent = typeof import("~/ui/mantine/Modal").Modal;
/** Once fetched, later dialogs (after a navigation) open as Mantine's at once. */
let loadedModal: ModalComponent | null = null;
function loadModal(): Promise<ModalComponent> {
  return import("~/ui/mantine/Modal").then((module) => (loadedModal = module.Modal));
}
// Fetched as soon as a dialog route's module runs in the browser (alongside a navigation's data, or while the
// page first hydrates), so the swap is rarely seen; it never holds up hydration.
if (typeof document !== "undefined") void loadModal();

/**
 * A modal that is a route: with JavaScript a Mantine Modal (focus trap, Escape) over the page behind; without
 * it the same content server-rendered as an overlay dialog, closed by a link. `closeTo` is where closing goes.
 * Mantine's modal (with its portal, focus trap and scroll lock) is fetched after hydration, not in the page's
 * first-load JavaScript. It replaces the server-drawn dialog only while nothing has been done in that one: the
 * swap mounts the form anew, which would lose what a slow line let someone type, choose, submit or be told (a
 * field error, a picked date). A dialog in use stays the server-drawn one; with JavaScript Escape closes it too.
 */
export function RouteModal({ title, closeTo, children, closable = true, size = "md", testId }: { title: ReactNode; closeTo?: string; children: ReactNode; closable?: boolean; size?: "sm" | "md" | "lg" | "xl"; testId?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const body = useId();
  const inUse = useRef(false);
  // Mirrors inUse for the markup (data-awaiting-modal); the swap's checks read the ref, which is set at once.
  const [held, setHeld] = useState(false);
  const location = useLocation();
  const openedAt = useRef(`${location.pathname}${location.search}`);
  // Never while hydrating, even if the module already arrived: the first render must match the server's dialog,
  // or React throws the server's HTML away, and with it whatever was typed into it meanwhile.
  const [Modal, setModal] = useState<ModalComponent | null>(() => (hydrated ? loadedModal : null));
  const close = () => closable && closeTo && navigate(closeTo, { preventScrollReset: true });
  useEffect(() => {
    if (!hydrated || Modal) return;
    // Typed, chosen or focused before the scripts arrived (React saw no event for it): in use as well.
    if (edited(body) || focusedIn(body)) {
      inUse.current = true;
      setHeld(true);
    }
    let mounted = true;
    void loadModal().then((loaded) => {
      if (mounted && !inUse.current) setModal(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, [hydrated, Modal, body]);
  // Checked again as it renders: something typed between the check above and this render keeps the dialog too.
  // (Once Mantine's is shown, the server-drawn one's handlers that set it are gone, so it cannot swap back.)
  const interactive = hydrated && Modal !== null && !inUse.current;
  // With JavaScript, closing (back on the list) puts focus on the link that opened the dialog: its href is the
  // dialog's URL. Mantine cannot do it: the dialog is unmounted by the navigation, not closed.
  useEffect(() => {
    if (!hydrated) return;
    const href = openedAt.current;
    const stop = closeTo ? new URL(closeTo, window.location.origin).pathname : "/";
    return () => {
      window.setTimeout(() => focusOpener(href, stop));
    };
    // Once per dialog: the URL it was opened at, not where later renders are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  children = <div data-route-modal-body={body}>{children}</div>;
  if (interactive) {
    return (
      <Modal
        opened
        onClose={close}
        title={title}
        size={size}
        centered
        withCloseButton={closable}
        closeOnEscape={closable}
        closeOnClickOutside={closable}
        closeButtonProps={{ "aria-label": t("common.close") }}
        data-testid={testId}
      >
        {children}
      </Modal>
    );
  }
  const markInUse = () => {
    if (inUse.current) return;
    inUse.current = true;
    setHeld(true);
  };
  return (
    <div
      className="static-modal"
      id={ROUTE_DIALOG_ID}
      tabIndex={-1}
      role="dialog"
      aria-modal="true"
      aria-labelledby="static-modal-title"
      data-testid={testId}
      // Set while Mantine's modal is on its way and will replace this one: gone once it is in use and stays.
      data-awaiting-modal={hydrated && !held ? "" : undefined}
      onInput={markInUse}
      onChange={markInUse}
      onSubmit={markInUse}
      // A field focused or a control pressed (a file picker opened, a field clicked before typing) holds it too:
      // the swap would otherwise take the focus away, and with it the keys that follow or the file being chosen.
      onPointerDown={markInUse}
      onFocus={(event) => event.target !== event.currentTarget && markInUse()}
      onKeyDown={(event) => {
        // As in Mantine's modal: an element marked so (an open calendar's field) keeps its Escape.
        const keeps = (event.target as Element).closest?.("[data-mantine-stop-propagation='true']");
        if (event.key === "Escape" && !event.defaultPrevented && !keeps) close();
      }}
    >
      <div className="static-modal__panel" data-size={size}>
        <div className="static-modal__header">
          <h2 id="static-modal-title">{title}</h2>
          {closable && closeTo && (
            <Link to={closeTo} className="static-modal__close" preventScrollReset>
              {t("common.close")}
            </Link>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}

/**
 * Focus after a route dialog closed: the link to the dialog's URL; when that is gone (the row changed), a link to
 * the nearest path above it (a rejected certificate's detail link) down to the list; else the main content.
 */
function focusOpener(href: string, stop: string) {
  const active = document.activeElement;
  // Something outside the page's main flow took focus meanwhile (another dialog): leave it.
  if (active && active !== document.body && document.querySelector(".mantine-Modal-content")?.contains(active)) return;
  const links = [...document.querySelectorAll<HTMLAnchorElement>("main a[href]")];
  const url = new URL(href, window.location.origin);
  let target = links.find((link) => link.getAttribute("href") === href);
  for (let path = url.pathname; !target && path.length > stop.length && path.startsWith(stop); path = path.slice(0, path.lastIndexOf("/"))) {
    target = links.find((link) => link.pathname === path);
  }
  (target ?? document.getElementById("main"))?.focus({ preventScroll: !target });
}

const FIELDS = "input[name]:not([type=hidden]):not([type=submit]), textarea[name], select[name]";

/** Whether focus is on something inside the dialog's body (a field clicked into before the scripts arrived). */
function focusedIn(body: string): boolean {
  const root = document.querySelector(`[data-route-modal-body="${CSS.escape(body)}"]`);
  return Boolean(root && document.activeElement && root.contains(document.activeElement));
}

/** Whether a field of the dialog differs from what the server drew (typed or chosen before hydration). */
function edited(body: string): boolean {
  const root = document.querySelector(`[data-route-modal-body="${CSS.escape(body)}"]`);
  if (!root) return false;
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS)].some((field) => {
    if (field instanceof HTMLSelectElement) {
      // A single select with no option marked shows (and started on) its first one.
      const initial = Math.max(0, [...field.options].findIndex((option) => option.defaultSelected));
      return field.multiple ? [...field.options].some((option) => option.selected !== option.defaultSelected) : field.selectedIndex !== initial;
    }
    if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
    if (field.type === "file") return Boolean(field.files?.length);
    if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
    return field.value !== field.defaultValue;
  });
}
