import type { MetaFunction, LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmForm } from "~/engine/ConfirmForm";
import { detailLoader, recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { useListLinks } from "~/engine/links";
import { backToList, formAction } from "~/engine/mutations.server";
import { getCertificate, rejectCertificate } from "~/platform/volunteers.server";
import { rejectSchema, volunteerCertificates } from "~/resources/volunteer-certificates";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "certificate.reject");

export const loader = (args: LoaderFunctionArgs) => detailLoader(args, volunteerCertificates, getCertificate, "reject");

/** §4: a PROCESSING certificate moves to REJECT through this modal; the platform refuses any other state. */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
  permission: "volunteerCertificate.reject",
  schema: rejectSchema,
  run: ({ user, params }, value) => rejectCertificate(user.platform, recordId(params), (value as { reason: string }).reason),
  successMessage: "certificate.rejected",
  redirectTo: backToList(volunteerCertificates.basePath),
});

const SUMMARY = (volunteerCertificates.detail ?? []).filter((column) =>
  ["volunteer.firstName", "certificateNumber", "volunteerCertificateType", "awardingBody", "certificateExpireDate", "auditState"].includes(column.key),
);

export default function RejectCertificate() {
  const { t } = useTranslation();
  const { record } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const links = useListLinks(volunteerCertificates.basePath);
  return (
    <RouteModal title={t("certificate.rejectTitle", { number: record.certificateNumber ?? record.id })} closeTo={links.list} testId="certificate-reject">
      <ConfirmForm id={`certificate-reject-${record.id}`} schema={rejectSchema} lastResult={actionData?.result} reasonLabel={t("certificate.rejectReasonLabel")} submitLabel={t("certificate.reject")} danger cancelTo={links.list}>
        <DetailView columns={SUMMARY} record={record} />
      </ConfirmForm>
    </RouteModal>
  );
}
