import { useTranslation } from "~/i18n/react";
import type { Readiness } from "~/lib/ready-now";

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
          <li key={reason.part}>
            {reason.part === "report"
              ? t("fleet.readyStale", { hours: reason.hours })
              : t("fleet.readyReason", {
                  part: t(`fleet.parts.${reason.part}`),
                  state: t(`deviceEnums.${reason.field}.${reason.state}`, { defaultValue: reason.state }),
                })}
          </li>
        ))}
      </ul>
    </div>
  );
}
