import { useFormAnswer } from "~/engine/form-answer";
import { Alert, Button } from "~/ui/mantine";
import type { SubmissionResult } from "@conform-to/react";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { ConfirmForm } from "~/engine/ConfirmForm";
import { DetailView } from "~/engine/DetailView";
import { useListLinks } from "~/engine/links";
import { volunteerCertificates } from "~/resources/people/certificates";
import { passSchema, rejectSchema } from "~/resources/volunteer-certificates-forms";
import { RouteModal } from "~/ui/RouteModal";

const SUMMARY = (volunteerCertificates.detail ?? []).filter((column) =>
  ["volunteer.firstName", "certificateNumber", "volunteerCertificateType", "awardingBody", "certificateExpireDate", "auditState"].includes(column.key),
);

/**
 * The pass or reject modal of a certificate (§4: only a PROCESSING one moves on). One already decided says so
 * instead of offering a form the platform would refuse.
 */
export function CertificateDecisionModal({ decision }: { decision: "pass" | "reject" }) {
  const { t } = useTranslation();
  const { record } = useLoaderData() as { record: { id: string | number; certificateNumber?: string | null; auditState?: string | null } };
  const actionData = useFormAnswer() as { result: SubmissionResult<string[]> } | undefined;
  const links = useListLinks(volunteerCertificates.basePath);
  const title = t(`certificate.${decision}Title`, { number: record.certificateNumber ?? record.id });
  const testId = `certificate-${decision}`;
  if (record.auditState !== "PROCESSING") {
    return (
      <RouteModal title={title} closeTo={links.list} testId={testId}>
        <Alert color="blue" variant="light" role="status" data-testid="certificate-decided">
          {t("certificate.alreadyDecided", { state: t(`enums.auditState.${record.auditState}`, { defaultValue: record.auditState ?? "" }) })}
        </Alert>
        <DetailView columns={SUMMARY} record={record} />
        <Button component={Link} to={links.list} variant="default" mt="md">
          {t("common.close")}
        </Button>
      </RouteModal>
    );
  }
  return (
    <RouteModal title={title} closeTo={links.list} testId={testId}>
      {decision === "pass" ? (
        <ConfirmForm id={`${testId}-${record.id}`} schema={passSchema} lastResult={actionData?.result} message={t("certificate.passConfirm")} submitLabel={t("certificate.pass")} cancelTo={links.list}>
          <DetailView columns={SUMMARY} record={record} />
        </ConfirmForm>
      ) : (
        <ConfirmForm id={`${testId}-${record.id}`} schema={rejectSchema} lastResult={actionData?.result} reasonLabel={t("certificate.rejectReasonLabel")} submitLabel={t("certificate.reject")} danger cancelTo={links.list}>
          <DetailView columns={SUMMARY} record={record} />
        </ConfirmForm>
      )}
    </RouteModal>
  );
}
