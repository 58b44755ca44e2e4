import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { examQuestions } from "~/resources/exam-questions";
import { examQuestionsCrud } from "~/resources/org.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.examQuestion");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, examQuestionsCrud);

export default function ExamQuestionDetail() {
  return <CrudDetailModal resource={examQuestions} />;
}
