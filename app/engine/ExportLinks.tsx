import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useCan } from "~/ui/console-data";
import { DownloadLink } from "~/ui/DownloadLink";
import type { ResourceDef } from "./types";

/**
 * The list's "export .xlsx" and "export .csv" links (shown with `mark.export`): `<basePath>/export` with the list's
 * current filter and sort (app/engine/export.server.ts). A plain download without JavaScript; with it, the seconds
 * elapsed and a cancel button.
 */
export function ExportLinks({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  const can = useCan();
  const { search } = useLocation();
  if (!can(`${resource.permission}.export`)) return null;
  const hrefOf = (format: "xlsx" | "csv") => {
    const query = new URLSearchParams(search);
    query.set("format", format);
    return `${resource.basePath}/export?${query}`;
  };
  return (
    <>
      {(["xlsx", "csv"] as const).map((format) => (
        <DownloadLink
          key={format}
          href={hrefOf(format)}
          busyLabel={(seconds) => t("common.exporting", { seconds })}
          errorLabel={t("common.exportFailed")}
          testId={`${resource.name}-export-${format}`}
        >
          {t(format === "xlsx" ? "common.exportXlsx" : "common.exportCsv")}
        </DownloadLink>
      ))}
    </>
  );
}
