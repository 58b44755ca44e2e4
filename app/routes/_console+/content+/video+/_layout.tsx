import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { videos } from "~/resources/content";
import { videosCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.video");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, videosCrud);

export default function VideosPage() {
  return <CrudListPage resource={videos} />;
}
