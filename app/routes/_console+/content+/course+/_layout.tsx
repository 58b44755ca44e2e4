import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { courses } from "~/resources/content";
import { coursesCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.course");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, coursesCrud);

export default function CoursesPage() {
  return <CrudListPage resource={courses} />;
}
