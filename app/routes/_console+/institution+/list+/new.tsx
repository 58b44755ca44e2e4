import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { institutions } from "~/resources/org";
import { institutionsSchema } from "~/resources/org-forms";
import { institutionsCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.institutionList");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, institutionsCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, institutionsCrud);

export default function NewInstitution() {
  return <CrudFormModal resource={institutions} schema={institutionsSchema} mode="create" />;
}
