import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { repairRecords } from "~/resources/operations";
import { repairEditCrud } from "~/resources/operations.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.repairRecord");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, repairEditCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, repairEditCrud, plainDeleteSchema);

export default function DeleteRepairRecord() {
  return <CrudDeleteModal resource={repairRecords} schema={plainDeleteSchema} />;
}
