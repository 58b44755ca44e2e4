import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { useCrudActions } from "~/engine/CrudActions";
import { ResourceList } from "~/engine/ResourceList";
import type { ListParams } from "~/lib/list-params";
import type { SmartLock } from "~/platform/peripherals.server";
import { LOCK_TABS, smartLocks } from "~/resources/device/smart-locks";

/** The smart-lock list with its tabs (links carrying ?tab=, so they work without JavaScript). */
export function SmartLockListPage() {
  const data = useLoaderData() as { rows: SmartLock[]; total: number; params: ListParams; filterErrors: Record<string, string> };
  const { t } = useTranslation();
  const tab = data.params.filters.tab;
  // An unknown tab is not sent upstream (the engine drops it), so the list is all locks.
  const current = (LOCK_TABS as readonly string[]).includes(tab ?? "") ? tab : "ALL";
  const { toolbar, rowActions } = useCrudActions<SmartLock>(smartLocks, "lock-add");
  return (
    <ResourceList<SmartLock> resource={smartLocks} data={data} toolbar={toolbar} rowActions={rowActions} exportable>
      {/* Tabs that are a query parameter (§7 tabActiveKey), so the route tabs' path matching does not apply. */}
      <nav className="route-tabs resource-card" style={{ order: -1, paddingTop: 8, paddingBottom: 8 }} aria-label={t("smartLock.tabs")} data-testid="lock-tabs">
        <ul>
          {LOCK_TABS.map((tab) => (
            <li key={tab}>
              <Link to={tab === "ALL" ? smartLocks.basePath : `${smartLocks.basePath}?tab=${tab}`} aria-current={tab === current ? "page" : undefined} data-active={tab === current || undefined}>
                {t(`smartLock.tab.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </ResourceList>
  );
}
