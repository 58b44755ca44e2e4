import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { examQuestions } from "~/resources/exam-questions";
import { examQuestionsSchema } from "~/resources/org-forms";
import { examQuestionsCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.examQuestion");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, examQuestionsCrud);
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, examQuestionsCrud);

export default function NewExamQuestion() {
  return <CrudFormModal resource={examQuestions} schema={examQuestionsSchema} mode="create" />;
}
