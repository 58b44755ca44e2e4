import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { repairRecords } from "~/resources/operations";
import { repairEditCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.repairRecord");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, repairEditCrud);

export default function RepairRecordDetail() {
  return <CrudDetailModal resource={repairRecords} />;
}
