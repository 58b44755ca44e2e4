import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { questionnaires } from "~/resources/content";
import { questionnairesSchema } from "~/resources/content-forms";
import { questionnairesCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.questionnaire");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, questionnairesCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, questionnairesCrud);

export default function EditQuestionnaire() {
  return <CrudFormModal resource={questionnaires} schema={questionnairesSchema} mode="edit" />;
}
