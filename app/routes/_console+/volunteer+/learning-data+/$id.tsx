import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { learningData } from "~/resources/learning-data";
import { learningDataCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.learningData");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, learningDataCrud);

export default function LearningItemDetail() {
  return <CrudDetailModal resource={learningData} />;
}
