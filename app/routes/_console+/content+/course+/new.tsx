import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { courses } from "~/resources/content";
import { coursesSchema } from "~/resources/content-forms";
import { coursesCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

const schema = coursesSchema("create");

export const meta: MetaFunction = (args) => pageTitle(args, "menu.course");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, coursesCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, coursesCrud);

export default function NewCourse() {
  return <CrudFormModal resource={courses} schema={schema} mode="create" />;
}
