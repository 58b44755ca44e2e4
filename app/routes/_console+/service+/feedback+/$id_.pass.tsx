import { useFormAnswer } from "~/engine/form-answer";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as z from "zod/mini";
import { crudRecordLoader } from "~/engine/crud.server";
import { recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { useListLinks } from "~/engine/links";
import { backToList, formAction, type FormActionData } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import { feedbacksCalls, type Feedback } from "~/platform/content.server";
import { feedbacks } from "~/resources/content";
import { feedbacksCrud } from "~/resources/content.server";
import { requiredText } from "~/resources/schema-helpers";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "feedback.passTitle");

const DECISIONS = ["PROCESSED", "PROCESSING"] as const;
const passSchema = z.object({ handleState: z.enum(DECISIONS, { error: "validation.required" }), handleNote: requiredText(200) });
const PASS_FIELDS = [
  { name: "handleState", labelKey: "feedback.decision", kind: "select", required: true, options: DECISIONS, enumKey: "feedback.handleStateValues" },
  { name: "handleNote", labelKey: "feedback.note", kind: "textarea", required: true, maxLength: 200 },
] as const;

export const loader = (args: LoaderFunctionArgs) => crudRecordLoader(args, feedbacksCrud, "get");

/** §2 feedback pass modal: processed, or not to handle, with a note (feedback.pass). */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: "feedback.pass",
    schema: passSchema,
    run: ({ user, params }, value) => feedbacksCalls.update(user.platform, recordId(params), value),
    successMessage: "feedback.passed",
    redirectTo: backToList(feedbacks.basePath),
  });

export default function PassFeedback() {
  const { t } = useTranslation();
  const { record } = useLoaderData() as unknown as { record: Feedback };
  const actionData = useFormAnswer() as FormActionData | undefined;
  const links = useListLinks(feedbacks.basePath);
  const summary = (feedbacks.detail ?? []).filter((column) => ["type", "contact", "content", "handleState"].includes(column.key));
  return (
    <RouteModal title={`${t("feedback.passTitle")} · ${record.contact ?? record.id}`} closeTo={links.list} testId="feedback-pass">
      <DetailView columns={summary} record={record} />
      {record.handleState === "UNTREATED" ? (
        <ResourceForm id={`feedback-pass-${record.id}`} fields={PASS_FIELDS} schema={passSchema} mode="edit" lastResult={actionData?.result} cancelTo={links.list} />
      ) : (
        <p data-testid="feedback-handled">{t("feedback.alreadyHandled")}</p>
      )}
    </RouteModal>
  );
}
