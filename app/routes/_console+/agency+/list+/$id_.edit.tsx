import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { agencies } from "~/resources/org";
import { agenciesSchema } from "~/resources/org-forms";
import { agenciesCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.agencyList");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, agenciesCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, agenciesCrud);

export default function EditAgency() {
  return <CrudFormModal resource={agencies} schema={agenciesSchema} mode="edit" />;
}
