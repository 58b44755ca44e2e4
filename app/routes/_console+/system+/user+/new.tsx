import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { users } from "~/resources/system";
import { userCreateSchema } from "~/resources/system-forms";
import { userCreateCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.user");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, userCreateCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, userCreateCrud);

export default function NewUser() {
  return <CrudFormModal resource={users} schema={userCreateSchema} mode="create" />;
}
