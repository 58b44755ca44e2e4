import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
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
 * first-load JavaScript: until it is there the server-drawn dialog stays, and what was typed into it carries over.
 */
export function RouteModal({ title, closeTo, children, closable = true, size = "md", testId }: { title: ReactNode; closeTo?: string; children: ReactNode; closable?: boolean; size?: "sm" | "md" | "lg" | "xl"; testId?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const body = useId();
  const typed = useRef<TypedValue[] | null>(null);
  const location = useLocation();
  const openedAt = useRef(`${location.pathname}${location.search}`);
  const [Modal, setModal] = useState<ModalComponent | null>(() => loadedModal);
  useEffect(() => {
    if (!hydrated || Modal) return;
    let mounted = true;
    void loadModal().then((loaded) => {
      if (!mounted) return;
      // What is in the server-drawn dialog now, typed before or after hydration, is what carries over.
      typed.current = readTyped(body);
      setModal(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, [hydrated, Modal, body]);
  const interactive = hydrated && Modal !== null;
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
  // On a slow line the server-drawn form is there long before the scripts: what was typed into it carries over
  // to the Mantine modal that replaces it once hydrated and fetched.
  useBeforePaint(() => {
    if (!interactive) typed.current = readTyped(body);
  }, [interactive, body]);
  useEffect(() => {
    if (!interactive || !typed.current?.length) return;
    const values = typed.current;
    typed.current = null;
    let frames = 0;
    const restore = () => {
      if (!writeTyped(body, values) && frames++ < 30) requestAnimationFrame(restore);
    };
    restore();
  }, [interactive, body]);
  children = <div data-route-modal-body={body}>{children}</div>;
  if (interactive) {
    return (
      <Modal
        opened
        onClose={() => closable && closeTo && navigate(closeTo, { preventScrollReset: true })}
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
  return (
    <div className="static-modal" id={ROUTE_DIALOG_ID} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="static-modal-title" data-testid={testId}>
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

/** useLayoutEffect in the browser; nothing to do (and no React warning) on the server. */
const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;

type TypedValue = { name: string; value: string; checked?: boolean; files?: FileList };
const FIELDS = "input[name]:not([type=hidden]):not([type=submit]), textarea[name], select[name]";

function fieldsOf(body: string): (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] {
  const root = document.querySelector(`[data-route-modal-body="${CSS.escape(body)}"]`);
  return root ? [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS)] : [];
}

function readTyped(body: string): TypedValue[] {
  return fieldsOf(body).flatMap((field): TypedValue[] => {
    if (!(field instanceof HTMLInputElement)) return [{ name: field.name, value: field.value }];
    if (field.type === "file") return field.files?.length ? [{ name: field.name, value: "", files: field.files }] : [];
    if (field.type === "checkbox" || field.type === "radio") return [{ name: field.name, value: field.value, checked: field.checked }];
    return [{ name: field.name, value: field.value }];
  });
}

/** Puts the read values (and chosen files) back by name (and value, for checkboxes); false while the modal's fields are not there yet. */
function writeTyped(body: string, values: readonly TypedValue[]): boolean {
  const fields = fieldsOf(body);
  if (!fields.length) return false;
  for (const saved of values) {
    const field = fields.find((candidate) => candidate.name === saved.name && (saved.checked === undefined || candidate.value === saved.value));
    if (!field) continue;
    if (saved.files && field instanceof HTMLInputElement && field.type === "file") field.files = saved.files;
    else if (saved.checked !== undefined && field instanceof HTMLInputElement) field.checked = saved.checked;
    else if (field.value !== saved.value) field.value = saved.value;
  }
  return true;
}
