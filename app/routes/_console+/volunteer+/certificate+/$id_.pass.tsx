import type { MetaFunction, LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { detailLoader, recordId } from "~/engine/detail.server";
import { backToList, formAction } from "~/engine/mutations.server";
import { getCertificate, passCertificate } from "~/platform/volunteers.server";
import { volunteerCertificates } from "~/resources/people/certificates";
import { passSchema } from "~/resources/volunteer-certificates-forms";
import { CertificateDecisionModal } from "~/ui/certificates/CertificateDecisionModal";
import { pageTitle } from "~/ui/page-title";

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

export default function PassCertificate() {
  return <CertificateDecisionModal decision="pass" />;
}
