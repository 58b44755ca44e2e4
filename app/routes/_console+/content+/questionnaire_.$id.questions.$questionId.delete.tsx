import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { crudDeleteAction, crudRecordLoader, nestedRecordArgs } from "~/engine/crud.server";
import { CrudDeleteModal } from "~/engine/CrudDeleteModal";
import { recordId } from "~/engine/detail.server";
import { questionsOf } from "~/resources/content";
import { questionnaireQuestionCrud } from "~/resources/content.server";
import { plainDeleteSchema } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "questionnaireQuestion.title");

// `:id` is the questionnaire, `:questionId` the question; the engine checks the question is this questionnaire's.
export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(nestedRecordArgs(args, "questionId"), questionnaireQuestionCrud(recordId(args.params)), "delete");
export const action = (args: ActionFunctionArgs) => crudDeleteAction(nestedRecordArgs(args, "questionId"), questionnaireQuestionCrud(recordId(args.params)), plainDeleteSchema);

export default function DeleteQuestionnaireQuestion() {
  return <CrudDeleteModal resource={questionsOf(useParams().id ?? "")} schema={plainDeleteSchema} />;
}
