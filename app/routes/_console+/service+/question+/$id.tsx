import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { customerQuestions } from "~/resources/content";
import { customerQuestionsCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.customerQuestion");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, customerQuestionsCrud);

export default function CustomerQuestionDetail() {
  return <CrudDetailModal resource={customerQuestions} />;
}
