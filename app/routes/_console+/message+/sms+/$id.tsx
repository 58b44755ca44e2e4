import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { detailLoader } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { useListLinks } from "~/engine/links";
import { getSmsRecord } from "~/platform/messages.server";
import { smsRecords } from "~/resources/message";
import { pageTitle } from "~/ui/page-title";
import { RouteModal } from "~/ui/RouteModal";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.smsSentRecord");

export const loader = (args: LoaderFunctionArgs) => detailLoader(args, smsRecords, getSmsRecord);

/** A record's detail, as a modal over the list it was opened from. */
export default function SmsRecordDetail() {
  const { record } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const links = useListLinks(smsRecords.basePath);
  return (
    <RouteModal title={t("sms.detailTitle", { id: record.id })} closeTo={links.list} size="lg" testId="sms-detail">
      <DetailView columns={smsRecords.detail ?? []} record={record} />
    </RouteModal>
  );
}
