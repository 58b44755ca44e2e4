import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { news } from "~/resources/content";
import { newsSchema } from "~/resources/content-forms";
import { newsCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

const schema = newsSchema("create");

export const meta: MetaFunction = (args) => pageTitle(args, "menu.news");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, newsCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, newsCrud);

export default function NewNewsItem() {
  return <CrudFormModal resource={news} schema={schema} mode="create" />;
}
