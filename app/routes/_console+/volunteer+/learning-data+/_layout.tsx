import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { learningData } from "~/resources/learning-data";
import { learningDataCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.learningData");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, learningDataCrud);

export default function LearningItemsPage() {
  return <CrudListPage resource={learningData} />;
}
