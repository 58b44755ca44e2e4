import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { CrudListPage } from "~/engine/CrudListPage";
import { treeListLoader } from "~/engine/tree.server";
import { TreeRowLinks, TreeTrail } from "~/engine/TreeLinks";
import type { Area } from "~/platform/admin.server";
import { areas } from "~/resources/admin/areas";
import { areasCrud, areasTree } from "~/resources/admin.server";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.area");

const NEXT_LEVEL: Record<string, string> = { COUNTRY: "STATE", STATE: "CITY", CITY: "REGION" };

/** The region tree browsed as links (§2 system config, areas); without a parent or a search, the countries. */
export const loader = (args: LoaderFunctionArgs) => treeListLoader(args, areasCrud, areasTree);

export default function AreasPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <CrudListPage
      resource={areas}
      toolbar={<TreeTrail basePath={areas.basePath} rootQuery="level=COUNTRY" label={t("cfgArea.tree")} rootLabel={t("cfgArea.root")} testId="area-trail" />}
      rowActions={(row) => {
        const area = row as unknown as Area;
        const next = NEXT_LEVEL[area.level ?? ""];
        return (
          <TreeRowLinks
            basePath={areas.basePath}
            node={area}
            browse={next ? t("cfgArea.children") : null}
            addChild={next && can("area.add") ? { label: t("cfgArea.addChild"), query: `level=${next}` } : null}
          />
        );
      }}
    />
  );
}
