import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { detailLoader } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { useListLinks } from "~/engine/links";
import { getCertificate } from "~/platform/volunteers.server";
import { volunteerCertificates } from "~/resources/people/certificates";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.volunteerCertificate");

export const loader = (args: LoaderFunctionArgs) => detailLoader(args, volunteerCertificates, getCertificate);

export default function CertificateDetail() {
  const { record } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const links = useListLinks(volunteerCertificates.basePath);
  return (
    <RouteModal title={t("certificate.detailTitle", { number: record.certificateNumber ?? record.id })} closeTo={links.list} size="lg" testId="certificate-detail">
      <DetailView columns={volunteerCertificates.detail ?? []} record={record} />
    </RouteModal>
  );
}
