import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { userEditFields, users } from "~/resources/system";
import { userEditSchema } from "~/resources/system-forms";
import { userEditCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.user");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, userEditCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, userEditCrud);

export default function EditUser() {
  return <CrudFormModal resource={users} schema={userEditSchema} mode="edit" fields={userEditFields} />;
}
