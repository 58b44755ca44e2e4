import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { contracts } from "~/resources/content";
import { contractsSchema } from "~/resources/content-forms";
import { contractsCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.contractList");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, contractsCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, contractsCrud);

export default function EditContract() {
  return <CrudFormModal resource={contracts} schema={contractsSchema} mode="edit" />;
}
