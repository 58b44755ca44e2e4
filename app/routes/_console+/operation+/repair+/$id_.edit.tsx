import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { repairRecords, repairEditFields } from "~/resources/operations";
import { repairEditSchema } from "~/resources/operations-forms";
import { repairEditCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.repairRecord");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, repairEditCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, repairEditCrud);

export default function EditRepairRecord() {
  return <CrudFormModal resource={repairRecords} schema={repairEditSchema} mode="edit" fields={repairEditFields} />;
}
