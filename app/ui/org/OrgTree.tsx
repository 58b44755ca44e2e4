import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import type { OrgNode } from "~/platform/org.server";

/** The keys from a root down to `key` ([] when it is not in the tree). */
function pathTo(nodes: readonly OrgNode[], key: string): string[] {
  for (const node of nodes) {
    if (node.key === key) return [node.key];
    const below = pathTo(node.children ?? [], key);
    if (below.length) return [node.key, ...below];
  }
  return [];
}

/**
 * The organisation tree (§3 nodes) as nested links that work without JavaScript: choosing an institution lists
 * the ones directly under it (`?parentId=`), and the tree opens along the way to it.
 */
export function OrgTree({ tree, selected, basePath }: { tree: readonly OrgNode[]; selected: string; basePath: string }) {
  const { t } = useTranslation();
  const open = new Set(pathTo(tree, selected));
  const branch = (nodes: readonly OrgNode[]) => (
    <ul>
      {nodes.map((node) => {
        const children = node.children ?? [];
        return (
          <li key={node.key} data-key={node.key}>
            <Link to={`${basePath}?parentId=${encodeURIComponent(node.key)}`} aria-current={node.key === selected ? "true" : undefined}>
              {node.title}
            </Link>
            {children.length > 0 && <span className="muted"> ({children.length})</span>}
            {children.length > 0 && open.has(node.key) && branch(children)}
          </li>
        );
      })}
    </ul>
  );
  return (
    <nav className="resource-card org-tree" aria-labelledby="org-tree-title" data-testid="org-tree">
      <h2 id="org-tree-title" className="card-title">{t("institution.tree")}</h2>
      <p className="muted">{t("institution.treeHint")}</p>
      <Link to={basePath} aria-current={selected ? undefined : "true"}>
        {t("institution.treeAll")}
      </Link>
      {branch(tree)}
    </nav>
  );
}
