import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { news } from "~/resources/content";
import { newsCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.news");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, newsCrud);

export default function NewsItemsPage() {
  return <CrudListPage resource={news} />;
}
