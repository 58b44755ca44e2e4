import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudDeleteAction, crudRecordLoader } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { examQuestions } from "~/resources/exam-questions";
import { examQuestionsCrud } from "~/resources/org.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.examQuestion");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, examQuestionsCrud, "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(args, examQuestionsCrud, plainDeleteSchema);

export default function DeleteExamQuestion() {
  return <CrudDeleteModal resource={examQuestions} schema={plainDeleteSchema} />;
}
