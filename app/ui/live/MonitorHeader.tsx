import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";

/** A live monitor's heading: title with its count, when the figures were read, and a plain refresh link (JS off). */
export function MonitorHeader({ id, title, count, at }: { id: string; title: string; count: number; at: string }) {
  const { t } = useTranslation();
  return (
    <div className="device-header">
      <h1 id={id} className="card-title">{`${title} (${count})`}</h1>
      {/* Says the count again, politely, when a live message changes it (not the table, not the time). */}
      <span role="status" className="visually-hidden" data-testid="monitor-status">{`${title} (${count})`}</span>
      <span>
        <span className="muted">{t("solution.updatedAt", { time: at })}</span>{" "}
        <Link to="." data-testid="monitor-refresh">{t("solution.refresh")}</Link>
      </span>
    </div>
  );
}
