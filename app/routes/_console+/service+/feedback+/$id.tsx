import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudRecordLoader } from "~/engine/crud.server";
import { CrudDetailModal } from "~/engine/CrudDetailModal";
import { feedbacks } from "~/resources/content";
import { feedbacksCrud } from "~/resources/content.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.feedback");

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, feedbacksCrud);

export default function FeedbackDetail() {
  return <CrudDetailModal resource={feedbacks} />;
}
