import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { useListLinks } from "~/engine/links";
import { listLoader } from "~/engine/list.server";
import { ResourceList } from "~/engine/ResourceList";
import { listSmsRecords, type SmsRecord } from "~/platform/messages.server";
import { smsRecords } from "~/resources/message";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.smsSentRecord");

export const loader = (args: LoaderFunctionArgs) =>
  listLoader(args, smsRecords, listSmsRecords);

export default function SmsRecordsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const can = useCan();
  const links = useListLinks(smsRecords.basePath);
  return (
    <ResourceList<SmsRecord>
      resource={smsRecords}
      data={data as never}
      exportable
      rowActions={can("smsSentRecord.get") ? (row) => <Link to={links.child(String(row.id))} preventScrollReset>{t("common.detail")}</Link> : undefined}
    >
      <Outlet />
    </ResourceList>
  );
}
