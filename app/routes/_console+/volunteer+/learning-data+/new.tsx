import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { learningData } from "~/resources/learning-data";
import { learningDataSchema } from "~/resources/org-forms";
import { learningDataCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.learningData");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, learningDataCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, learningDataCrud);

export default function NewLearningItem() {
  return <CrudFormModal resource={learningData} schema={learningDataSchema} mode="create" />;
}
