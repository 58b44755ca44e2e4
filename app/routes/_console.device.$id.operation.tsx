import type { MetaFunction } from "@remix-run/node";
import { Outlet, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RouteTabs } from "~/engine/RouteTabs";
import { OPERATION_KINDS } from "~/resources/device-records";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.operation");

/** Operation record: repair, maintenance and inspection (§2). */
export default function DeviceOperationLayout() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <>
      <RouteTabs sub label={t("deviceDetail.tab.operation")} testId="operation-tabs" tabs={OPERATION_KINDS.map((kind) => ({ to: `/device/${id}/operation/${kind}`, label: t(`deviceRecord.operation.${kind}`) }))} />
      <Outlet />
    </>
  );
}
