import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { useListLinks } from "~/engine/links";
import { repairRecords } from "~/resources/operations";
import { repairEditCrud } from "~/resources/operations.server";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.repairRecord");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, repairEditCrud);

const isOpen = (row: Record<string, unknown>) => row.state !== "HANGLED";

/** Repair records across the fleet: open ones can be edited and handled (which closes them). */
export default function RepairRecordListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const links = useListLinks(repairRecords.basePath);
  return (
    <CrudListPage
      resource={repairRecords}
      offered={{ edit: isOpen }}
      rowActions={(row) =>
        can("repairRecord.edit") && isOpen(row) ? (
          <Link to={links.child(`${row.id}/handle`)} preventScrollReset>
            {t("repair.handle")}
          </Link>
        ) : null
      }
    />
  );
}
