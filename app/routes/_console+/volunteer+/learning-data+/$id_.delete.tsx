import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { learningData } from "~/resources/learning-data";
import { learningDataCrud } from "~/resources/org.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.learningData");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, learningDataCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, learningDataCrud, plainDeleteSchema);

export default function DeleteLearningItem() {
  return <CrudDeleteModal resource={learningData} schema={plainDeleteSchema} />;
}
