import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { courses } from "~/resources/content";
import { coursesCrud } from "~/resources/content.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.course");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, coursesCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, coursesCrud, plainDeleteSchema);

export default function DeleteCourse() {
  return <CrudDeleteModal resource={courses} schema={plainDeleteSchema} />;
}
