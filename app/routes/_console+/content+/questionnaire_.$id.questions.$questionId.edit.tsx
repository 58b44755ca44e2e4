import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { crudEditLoader, crudUpdateAction, nestedRecordArgs } from "~/engine/crud.server";
import { CrudFormModal } from "~/engine/CrudFormModal";
import { recordId } from "~/engine/detail.server";
import { questionsOf } from "~/resources/content";
import { questionnaireQuestionSchema } from "~/resources/content-forms";
import { questionnaireQuestionCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "questionnaireQuestion.title");

// `:id` is the questionnaire, `:questionId` the question; the engine checks the question is this questionnaire's.
export const loader = (args: LoaderFunctionArgs) => crudEditLoader(nestedRecordArgs(args, "questionId"), questionnaireQuestionCrud(recordId(args.params)));
export const action = (args: ActionFunctionArgs) => crudUpdateAction(nestedRecordArgs(args, "questionId"), questionnaireQuestionCrud(recordId(args.params)));

export default function EditQuestionnaireQuestion() {
  return <CrudFormModal resource={questionsOf(useParams().id ?? "")} schema={questionnaireQuestionSchema} mode="edit" />;
}
