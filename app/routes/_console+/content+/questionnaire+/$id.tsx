import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { questionnaires } from "~/resources/content";
import { questionnairesCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.questionnaire");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, questionnairesCrud);

export default function QuestionnaireDetail() {
  return <CrudDetailModal resource={questionnaires} />;
}
