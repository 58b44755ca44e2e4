import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { news } from "~/resources/content";
import { newsSchema } from "~/resources/content-forms";
import { newsCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

const schema = newsSchema("edit");

export const meta: MetaFunction = (args) => pageTitle(args, "menu.news");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, newsCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, newsCrud);

export default function EditNewsItem() {
  return <CrudFormModal resource={news} schema={schema} mode="edit" />;
}
