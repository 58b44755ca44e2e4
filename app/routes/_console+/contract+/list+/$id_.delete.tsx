import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { contracts } from "~/resources/content";
import { contractsCrud } from "~/resources/content.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.contractList");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, contractsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, contractsCrud, plainDeleteSchema);

export default function DeleteContract() {
  return <CrudDeleteModal resource={contracts} schema={plainDeleteSchema} />;
}
