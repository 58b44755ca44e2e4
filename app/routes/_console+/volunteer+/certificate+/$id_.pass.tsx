import type { MetaFunction, LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConfirmForm } from "~/engine/ConfirmForm";
import { detailLoader, recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { useListLinks } from "~/engine/links";
import { backToList, formAction } from "~/engine/mutations.server";
import { getCertificate, passCertificate } from "~/platform/volunteers.server";
import { passSchema, volunteerCertificates } from "~/resources/volunteer-certificates";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "certificate.pass");

export const loader = (args: LoaderFunctionArgs) => detailLoader(args, volunteerCertificates, getCertificate, "pass");

/** §4: a PROCESSING certificate moves to PASS through this modal; the platform refuses any other state. */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
  permission: "volunteerCertificate.pass",
  schema: passSchema,
  run: ({ user, params }, value) => passCertificate(user.platform, recordId(params)),
  successMessage: "certificate.passed",
  redirectTo: backToList(volunteerCertificates.basePath),
});

const SUMMARY = (volunteerCertificates.detail ?? []).filter((column) =>
  ["volunteer.firstName", "certificateNumber", "volunteerCertificateType", "awardingBody", "certificateExpireDate", "auditState"].includes(column.key),
);

export default function PassCertificate() {
  const { t } = useTranslation();
  const { record } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const links = useListLinks(volunteerCertificates.basePath);
  return (
    <RouteModal title={t("certificate.passTitle", { number: record.certificateNumber ?? record.id })} closeTo={links.list} testId="certificate-pass">
      <ConfirmForm id={`certificate-pass-${record.id}`} schema={passSchema} lastResult={actionData?.result} message={t("certificate.passConfirm")} submitLabel={t("certificate.pass")} cancelTo={links.list}>
        <DetailView columns={SUMMARY} record={record} />
      </ConfirmForm>
    </RouteModal>
  );
}
