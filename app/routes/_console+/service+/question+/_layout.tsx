import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { customerQuestions } from "~/resources/content";
import { customerQuestionsCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.customerQuestion");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, customerQuestionsCrud);

export default function CustomerQuestionsPage() {
  return <CrudListPage resource={customerQuestions} />;
}
