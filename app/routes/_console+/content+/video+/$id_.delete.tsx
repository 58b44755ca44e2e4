import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { videos } from "~/resources/content";
import { videosCrud } from "~/resources/content.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.video");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, videosCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, videosCrud, plainDeleteSchema);

export default function DeleteVideo() {
  return <CrudDeleteModal resource={videos} schema={plainDeleteSchema} />;
}
