// A preview row's result: its status and, for a row with errors, each error named by its column. It heads the row
// (in the server-drawn table and in the grid), so the reasons are in view even when the bad cells are scrolled out.
import { useTranslation } from "~/i18n/react";
import { translateMessage } from "~/i18n/messages";
import { IMPORT_LABELS, rowErrorLines, type PreviewRow } from "~/resources/device-import";

export function ImportRowResult({ row }: { row: PreviewRow }) {
  const { t } = useTranslation();
  const lines = rowErrorLines(row);
  return (
    <>
      <span className="badge" data-tone={row.status === "ERROR" ? "red" : "green"}>
        {t(`fleet.preview.status.${row.status}`)}
      </span>
      {lines.length > 0 && (
        <ul className="cell-errors" data-testid="row-errors">
          {lines.map(({ field, message }) => (
            <li key={`${field}:${message}`}>{t("fleet.preview.rowError", { column: t(IMPORT_LABELS[field]), message: translateMessage(t, message) })}</li>
          ))}
        </ul>
      )}
    </>
  );
}
