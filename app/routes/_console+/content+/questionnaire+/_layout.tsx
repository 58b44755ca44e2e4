import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { questionnaires } from "~/resources/content";
import { questionnairesCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.questionnaire");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, questionnairesCrud);

export default function QuestionnairesPage() {
  return <CrudListPage resource={questionnaires} />;
}
