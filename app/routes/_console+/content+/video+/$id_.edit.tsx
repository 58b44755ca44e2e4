import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { videos } from "~/resources/content";
import { videosSchema } from "~/resources/content-forms";
import { videosCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.video");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, videosCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, videosCrud);

export default function EditVideo() {
  return <CrudFormModal resource={videos} schema={videosSchema} mode="edit" />;
}
