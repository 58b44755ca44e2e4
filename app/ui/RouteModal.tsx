import { Modal } from "@mantine/core";
import { Link, useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "./use-hydrated";

/**
 * A modal that is a route: with JavaScript a Mantine Modal (focus trap, Escape) over the page behind; without
 * it the same content server-rendered as an overlay dialog, closed by a link. `closeTo` is where closing goes.
 */
export function RouteModal({ title, closeTo, children, closable = true, size = "md", testId }: { title: ReactNode; closeTo?: string; children: ReactNode; closable?: boolean; size?: "sm" | "md" | "lg"; testId?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (hydrated) {
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
    <div className="static-modal" role="dialog" aria-modal="true" aria-labelledby="static-modal-title" data-testid={testId}>
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
