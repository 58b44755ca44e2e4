import { Outlet, useParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { RouteTabs } from "~/engine/RouteTabs";

/** A detail tab with sub-tabs (running record, operation record): /device/:id/<tab>/<kind>. */
export function SubTabsLayout({ tab, kinds, labelPrefix }: { tab: string; kinds: readonly string[]; labelPrefix: string }) {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <>
      <RouteTabs sub label={t(`deviceDetail.tab.${tab}`)} testId={`${tab}-tabs`} tabs={kinds.map((kind) => ({ to: `/device/${id}/${tab}/${kind}`, label: t(`${labelPrefix}.${kind}`) }))} />
      <Outlet />
    </>
  );
}
