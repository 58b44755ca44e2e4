import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { questionnaires } from "~/resources/content";
import { questionnairesCrud } from "~/resources/content.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.questionnaire");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, questionnairesCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, questionnairesCrud, plainDeleteSchema);

export default function DeleteQuestionnaire() {
  return <CrudDeleteModal resource={questionnaires} schema={plainDeleteSchema} />;
}
