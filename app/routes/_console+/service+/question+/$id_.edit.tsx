import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudEditLoader, crudUpdateAction } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { customerQuestions } from "~/resources/content";
import { customerQuestionsSchema } from "~/resources/content-forms";
import { customerQuestionsCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.customerQuestion");

export const loader = (args: LoaderFunctionArgs) => crudEditLoader(args, customerQuestionsCrud);
export const action = (args: ActionFunctionArgs) => crudUpdateAction(args, customerQuestionsCrud);

export default function EditCustomerQuestion() {
  return <CrudFormModal resource={customerQuestions} schema={customerQuestionsSchema} mode="edit" />;
}
