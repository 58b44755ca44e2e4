import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import type { TrailStep } from "~/lib/tree";

/** The trail of a tree list (tree.server's `trail`) as breadcrumb links, the first level first. */
export function TreeTrail({ basePath, rootQuery, label, rootLabel, testId }: { basePath: string; rootQuery: string; label: string; rootLabel: string; testId: string }) {
  const { trail } = useLoaderData() as unknown as { trail: TrailStep[] };
  return (
    <nav aria-label={label} className="breadcrumbs" data-testid={testId}>
      <Link to={`${basePath}?${rootQuery}`}>{rootLabel}</Link>
      {trail.map((step) => (
        <span key={step.id}>
          {" / "}
          <Link to={`${basePath}?parentId=${step.id}`}>{step.name}</Link>
        </span>
      ))}
    </nav>
  );
}

/**
 * A node's row links: its children's level, and the add form with the node as parent. The accessible name starts
 * with the visible text (WCAG 2.5.3) and names the node, since every row has the same links.
 */
export function TreeRowLinks({
  basePath,
  node,
  browse,
  addChild,
}: {
  basePath: string;
  node: { id: string | number; name?: string | null };
  /** The children link's text, or null when the node has none to browse. */
  browse: string | null;
  /** The add link's text and the extra query of the new node (its level), or null without one. */
  addChild: { label: string; query?: string } | null;
}) {
  const name = node.name ?? String(node.id);
  return (
    <>
      {browse && (
        <Link to={`${basePath}?parentId=${node.id}`} aria-label={`${browse}: ${name}`}>
          {browse}
        </Link>
      )}
      {addChild && (
        <Link to={`${basePath}/new?parentId=${node.id}${addChild.query ? `&${addChild.query}` : ""}`} aria-label={`${addChild.label} ${name}`}>
          {addChild.label}
        </Link>
      )}
    </>
  );
}
