import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { videos } from "~/resources/content";
import { videosCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.video");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, videosCrud);

export default function VideoDetail() {
  return <CrudDetailModal resource={videos} />;
}
