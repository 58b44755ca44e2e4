/** One step of a tree's breadcrumb trail. */
export interface TrailStep {
  id: string;
  name: string;
}

const ID = /^\d{1,18}$/;

/**
 * The path from a tree's root down to `id` (root first), read one parent at a time. Stops after `maxDepth` steps
 * or at a node seen before, so a bad id or a looping parent chain can neither hang the page nor flood the platform.
 */
export async function trailTo<Node extends { id: string | number; name?: string | null; parentId?: string | number | null }>(
  id: string | null | undefined,
  get: (id: string) => Promise<Node>,
  maxDepth = 8,
): Promise<TrailStep[]> {
  const trail: TrailStep[] = [];
  const seen = new Set<string>();
  for (let next = id ?? null; next && ID.test(next) && !seen.has(next) && trail.length < maxDepth; ) {
    seen.add(next);
    const node = await get(next);
    trail.unshift({ id: String(node.id), name: node.name || String(node.id) });
    next = node.parentId == null ? null : String(node.parentId);
  }
  return trail;
}

/**
 * The query a tree list is read with: as asked when it names a parent or a search, else the tree's first level
 * (`root`). Not a redirect: a modal child route renders over the list and keeps its own URL.
 */
export function treeQuery(params: URLSearchParams, searchNames: readonly string[], root: Record<string, string>): URLSearchParams {
  const query = new URLSearchParams(params);
  if (!["parentId", ...searchNames].some((name) => params.get(name))) for (const [name, value] of Object.entries(root)) query.set(name, value);
  return query;
}

/** A node of an options tree (§3 "area options form a tree of value, label, children"). */
export interface OptionNode {
  value: string | number;
  label: string;
  children?: readonly OptionNode[] | null;
}

/**
 * An options tree as one flat list for a select, depth first, each label indented by its depth ("— " per level),
 * down to `maxDepth` (0: the roots only). Also gives each option's depth (an area's level is its depth).
 */
export function flattenOptionTree(nodes: readonly OptionNode[], maxDepth = Infinity): { value: string; label: string; depth: number }[] {
  const out: { value: string; label: string; depth: number }[] = [];
  const walk = (level: readonly OptionNode[], depth: number) => {
    for (const node of level) {
      out.push({ value: String(node.value), label: `${"— ".repeat(depth)}${node.label}`, depth });
      if (depth < maxDepth && node.children?.length) walk(node.children, depth + 1);
    }
  };
  walk(nodes, 0);
  return out;
}
