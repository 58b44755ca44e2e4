import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { videos } from "~/resources/content";
import { videosSchema } from "~/resources/content-forms";
import { videosCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.video");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, videosCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, videosCrud);

export default function NewVideo() {
  return <CrudFormModal resource={videos} schema={videosSchema} mode="create" />;
}
