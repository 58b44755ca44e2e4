import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { repairRecords } from "~/resources/operations";
import { repairCreateSchema } from "~/resources/operations-forms";
import { repairCreateCrud } from "~/resources/operations.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.repairRecord");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, repairCreateCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, repairCreateCrud);

export default function NewRepairRecord() {
  return <CrudFormModal resource={repairRecords} schema={repairCreateSchema} mode="create" />;
}
