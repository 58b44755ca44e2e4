import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { agencies } from "~/resources/org";
import { agenciesCrud } from "~/resources/org.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.agencyList");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, agenciesCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, agenciesCrud, plainDeleteSchema);

export default function DeleteAgency() {
  return <CrudDeleteModal resource={agencies} schema={plainDeleteSchema} />;
}
