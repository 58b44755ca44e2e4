import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { learningData } from "~/resources/learning-data";
import { learningDataEditSchema } from "~/resources/org-forms";
import { learningDataEditCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.learningData");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, learningDataEditCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, learningDataEditCrud);

export default function EditLearningItem() {
  return <CrudFormModal resource={learningData} schema={learningDataEditSchema} mode="edit" />;
}
