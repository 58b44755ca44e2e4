import type { MetaFunction } from "@remix-run/node";
import { Outlet, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RouteTabs } from "~/engine/RouteTabs";
import { RUNNING_KINDS } from "~/resources/device-records";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.running");

/** Running record: battery, communication log, event records, history log and self-inspection (§2). */
export default function DeviceRunningLayout() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <>
      <RouteTabs sub label={t("deviceDetail.tab.running")} testId="running-tabs" tabs={RUNNING_KINDS.map((kind) => ({ to: `/device/${id}/running/${kind}`, label: t(`deviceRecord.running.${kind}`) }))} />
      <Outlet />
    </>
  );
}
