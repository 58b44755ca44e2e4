import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { crudCreateAction, crudNewLoader } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { recordId } from "~/engine/detail.server";
import { questionsOf } from "~/resources/content";
import { questionnaireQuestionSchema } from "~/resources/content-forms";
import { questionnaireQuestionCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "questionnaireQuestion.title");

export const loader = (args: LoaderFunctionArgs) => crudNewLoader(args, questionnaireQuestionCrud(recordId(args.params)));
export const action = (args: ActionFunctionArgs) => crudCreateAction(args, questionnaireQuestionCrud(recordId(args.params)));

export default function NewQuestionnaireQuestion() {
  return <CrudFormModal resource={questionsOf(useParams().id ?? "")} schema={questionnaireQuestionSchema} mode="create" />;
}
