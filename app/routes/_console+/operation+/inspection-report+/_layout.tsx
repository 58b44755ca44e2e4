import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { inspectionReports } from "~/resources/operations";
import { inspectionReportCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.inspectionReport");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, inspectionReportCrud);

/** A report's file exists once it is generated (sending or completed). */
const hasFile = (row: Record<string, unknown>) => row.sendState === "COMPLETED" || row.sendState === "SENDING";

/** Institution inspection reports: generate one for an institution and period, download the finished ones. */
export default function InspectionReportListPage() {
  const { t } = useTranslation();
  return (
    <CrudListPage
      resource={inspectionReports}
      offered={{ edit: false }}
      rowActions={(row) =>
        hasFile(row) ? (
          <a href={`${inspectionReports.basePath}/${row.id}/file`} download data-testid="report-download">
            {t("common.download")}
          </a>
        ) : null
      }
    />
  );
}
