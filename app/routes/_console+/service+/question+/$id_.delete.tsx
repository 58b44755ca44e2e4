import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { customerQuestions } from "~/resources/content";
import { customerQuestionsCrud } from "~/resources/content.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.customerQuestion");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, customerQuestionsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, customerQuestionsCrud, plainDeleteSchema);

export default function DeleteCustomerQuestion() {
  return <CrudDeleteModal resource={customerQuestions} schema={plainDeleteSchema} />;
}
