import { useFormAnswer } from "~/engine/form-answer";
import { Alert, Button } from "~/ui/mantine";
import type { MetaFunction, LoaderFunctionArgs, ActionFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { translateMessage } from "~/i18n/messages";
import { useListLinks } from "~/engine/links";
import { listLoader } from "~/engine/list.server";
import { ResourceList } from "~/engine/ResourceList";
import { listCertificates, type Certificate } from "~/platform/volunteers.server";
import { volunteerCertificates } from "~/resources/people/certificates";
import { certificateBulkAction } from "~/resources/volunteer-certificates.server";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.volunteerCertificate");

export const loader = (args: LoaderFunctionArgs) =>
  listLoader(args, volunteerCertificates, listCertificates);

export const action = (args: ActionFunctionArgs) => certificateBulkAction(args);

const BULK_FORM = "certificate-bulk";

export default function CertificatesPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  const { t } = useTranslation();
  const can = useCan();
  const links = useListLinks(volunteerCertificates.basePath);
  const canPass = can("volunteerCertificate.pass");
  const canReject = can("volunteerCertificate.reject");
  const bulkError = actionData?.result.error?.ids?.[0] ?? actionData?.result.error?.[""]?.[0];
  return (
    <ResourceList<Certificate>
      resource={volunteerCertificates}
      data={data as never}
      exportable
      selectionForm={canPass ? BULK_FORM : undefined}
      toolbar={
        canPass && (
          <Form method="post" id={BULK_FORM} preventScrollReset>
            <Button type="submit" name="intent" value="bulk-pass" variant="light" data-testid="bulk-pass">
              {t("certificate.bulkPass")}
            </Button>
          </Form>
        )
      }
      rowActions={(row) => (
        <>
          {can("volunteerCertificate.get") && (
            <Link to={links.child(String(row.id))} preventScrollReset>
              {t("common.detail")}
            </Link>
          )}
          {row.auditState === "PROCESSING" && canPass && (
            <Link to={links.child(`${row.id}/pass`)} preventScrollReset>
              {t("certificate.pass")}
            </Link>
          )}
          {row.auditState === "PROCESSING" && canReject && (
            <Link to={links.child(`${row.id}/reject`)} className="danger" preventScrollReset>
              {t("certificate.reject")}
            </Link>
          )}
        </>
      )}
    >
      {bulkError && (
        <Alert color="red" variant="light" role="alert" data-testid="bulk-error" style={{ order: -1 }}>
          {translateMessage(t, bulkError)}
        </Alert>
      )}
      <Outlet />
    </ResourceList>
  );
}
