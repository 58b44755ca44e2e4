import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { examQuestions } from "~/resources/exam-questions";
import { examQuestionsCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.examQuestion");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, examQuestionsCrud);

export default function ExamQuestionsPage() {
  return <CrudListPage resource={examQuestions} />;
}
