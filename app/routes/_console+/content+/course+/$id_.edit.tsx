import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { courses } from "~/resources/content";
import { coursesSchema } from "~/resources/content-forms";
import { coursesCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

const schema = coursesSchema("edit");

export const meta: MetaFunction = (args) => pageTitle(args, "menu.course");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, coursesCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, coursesCrud);

export default function EditCourse() {
  return <CrudFormModal resource={courses} schema={schema} mode="edit" />;
}
