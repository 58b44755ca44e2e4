import type { MetaFunction, LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { detailLoader, recordId } from "~/engine/detail.server";
import { backToList, formAction } from "~/engine/mutations.server";
import { getCertificate, rejectCertificate } from "~/platform/volunteers.server";
import { volunteerCertificates } from "~/resources/people/certificates";
import { rejectSchema } from "~/resources/volunteer-certificates-forms";
import { CertificateDecisionModal } from "~/ui/certificates/CertificateDecisionModal";
import { pageTitle } from "~/ui/page-title";

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

export default function RejectCertificate() {
  return <CertificateDecisionModal decision="reject" />;
}
