import { useTranslation } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import type { NotReadyReason, Readiness } from "~/lib/ready-now";

/** One reason a device is not ready, as people read it ("Battery: Low", "No report for 48 h"). */
export function readyReasonText(t: TFunction, reason: NotReadyReason): string {
  return reason.part === "report"
    ? t("fleet.readyStale", { hours: reason.hours })
    : t("fleet.readyReason", {
        part: t(`fleet.parts.${reason.part}`),
        state: t(`deviceEnums.${reason.field}.${reason.state}`, { defaultValue: reason.state }),
      });
}

/** "Ready" or "Not ready" with every reason, translated ("Battery: Low · Door: Open"). */
export function ReadyBadge({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation();
  if (readiness.ready) {
    return (
      <span className="badge" data-tone="green" data-value="ready">
        {t("fleet.readyYes")}
      </span>
    );
  }
  return (
    // A block: it holds a list.
    <div className="ready-cell">
      <span className="badge" data-tone="red" data-value="not-ready">
        {t("fleet.readyNo")}
      </span>
      <ul className="ready-reasons" data-testid="ready-reasons">
        {readiness.reasons.map((reason) => (
          <li key={reason.part}>{readyReasonText(t, reason)}</li>
        ))}
      </ul>
    </div>
  );
}
