import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { news } from "~/resources/content";
import { newsCrud } from "~/resources/content.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.news");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, newsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, newsCrud, plainDeleteSchema);

export default function DeleteNewsItem() {
  return <CrudDeleteModal resource={news} schema={plainDeleteSchema} />;
}
