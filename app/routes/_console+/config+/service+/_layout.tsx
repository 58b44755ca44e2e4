import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { CrudListPage } from "~/engine/CrudListPage";
import { treeListLoader } from "~/engine/tree.server";
import { TreeRowLinks, TreeTrail } from "~/engine/TreeLinks";
import type { ServiceItem } from "~/platform/admin.server";
import { serviceItems } from "~/resources/admin/service-items";
import { serviceItemsCrud, serviceItemsTree } from "~/resources/admin.server";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.serviceItem");

/** The service tree (§3: name, key, parent) browsed as links like the areas; without a parent or a search, the top level. */
export const loader = (args: LoaderFunctionArgs) => treeListLoader(args, serviceItemsCrud, serviceItemsTree);

export default function ServiceItemsPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <CrudListPage
      resource={serviceItems}
      toolbar={<TreeTrail basePath={serviceItems.basePath} rootQuery="topLevel=true" label={t("cfgService.tree")} rootLabel={t("cfgService.root")} testId="service-trail" />}
      rowActions={(row) => {
        const service = row as unknown as ServiceItem;
        return (
          <TreeRowLinks
            basePath={serviceItems.basePath}
            node={service}
            browse={service.childCount ? t("cfgService.children") : null}
            addChild={can("serviceItem.add") ? { label: t("cfgService.addChild") } : null}
          />
        );
      }}
    />
  );
}
