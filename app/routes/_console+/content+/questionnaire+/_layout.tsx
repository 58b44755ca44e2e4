import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "~/ui/links";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { useTranslation } from "~/i18n/react";
import { questionnaires } from "~/resources/content";
import { questionnairesCrud } from "~/resources/content.server";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.questionnaire");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, questionnairesCrud);

/** The questionnaires; each row links to its page of questions (with `questionnaire.get`, checked again there). */
export default function QuestionnairesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const questions = can("questionnaire.get")
    ? (row: { id: string | number }) => <Link to={`${questionnaires.basePath}/${row.id}/questions`}>{t("questionnaire.questions")}</Link>
    : undefined;
  return <CrudListPage resource={questionnaires} rowActions={questions} />;
}
