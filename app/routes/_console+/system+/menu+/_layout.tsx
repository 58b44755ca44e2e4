import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Button } from "~/ui/mantine";
import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { localName } from "~/lib/local-name";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { listMenuTree } from "~/platform/system.server";
import { menus } from "~/resources/system";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.menu");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "menu.query");
  return json({ rows: await loadOrFail(request, () => listMenuTree(user.platform)) });
}

type Row = Awaited<ReturnType<typeof listMenuTree>>[number];

/** The menu tree (§3) as nested lists: every node edits, gets a child or is deleted through its modal routes. */
export default function MenusPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const { rows } = useLoaderData<typeof loader>() as { rows: Row[] };
  const childrenOf = (parentId: Row["id"] | null) => rows.filter((row) => (row.parentId ?? null) === parentId);
  const renderNodes = (parentId: Row["id"] | null) => {
    const nodes = childrenOf(parentId);
    if (!nodes.length) return null;
    return (
      <ul className="tree">
        {nodes.map((node) => (
          <li key={node.id} data-mark={node.mark}>
            <span className="tree__label">
              <strong>{localName(node, i18n.language)}</strong> <code>{node.mark}</code> <span className="muted">{node.path}</span>
              {node.hideChildrenMenu && <span className="badge" data-tone="gray">{t("sysMenu.hideChildrenMenu")}</span>}
            </span>
            <span className="tree__actions">
              {can("menu.edit") && (
                <Link to={`${menus.basePath}/${node.id}/edit`} preventScrollReset aria-label={`${t("common.edit")} ${node.name}`}>
                  {t("common.edit")}
                </Link>
              )}
              {can("menu.add") && (
                <Link to={`${menus.basePath}/new?parentId=${node.id}`} preventScrollReset aria-label={`${t("sysMenu.addChild")} ${node.name}`}>
                  {t("sysMenu.addChild")}
                </Link>
              )}
              {can("menu.delete") && !childrenOf(node.id).length && (
                <Link to={`${menus.basePath}/${node.id}/delete`} className="danger" preventScrollReset aria-label={`${t("common.delete")} ${node.name}`}>
                  {t("common.delete")}
                </Link>
              )}
            </span>
            {renderNodes(node.id)}
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div className="resource-page">
      <section className="resource-card" data-testid="menu-tree">
        <div className="device-header">
          <h1>{t("sysMenu.tree")}</h1>
          {can("menu.add") && (
            <Button component={Link} to={`${menus.basePath}/new`} data-testid="menus-add">
              {t("common.add")}
            </Button>
          )}
        </div>
        <nav aria-label={t("sysMenu.tree")}>{renderNodes(null)}</nav>
      </section>
      <Outlet />
    </div>
  );
}
