import type { MetaFunction } from "@remix-run/node";
import { Outlet, useParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { RouteTabs } from "~/engine/RouteTabs";
import { CONFIG_GROUPS } from "~/resources/device-config";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "deviceDetail.tab.config");

/** Config parameters: the config groups of §3 as sub-tabs (service configs have their own detail tab). */
export default function DeviceConfigLayout() {
  const { t } = useTranslation();
  const { id, group } = useParams();
  const base = `/device/${id}/config`;
  return (
    <section className="resource-card">
      {group !== "service-configs" && (
        <RouteTabs
          sub
          label={t("deviceConfig.groups")}
          testId="config-groups"
          tabs={CONFIG_GROUPS.filter((name) => name !== "service-configs").map((name) => ({ to: `${base}/${name}`, label: t(`deviceConfig.group.${name}`) }))}
        />
      )}
      <div style={{ marginTop: 16, maxWidth: 720 }}>
        <Outlet />
      </div>
    </section>
  );
}
