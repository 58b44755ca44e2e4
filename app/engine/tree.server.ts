import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission } from "~/auth/user.server";
import { treeQuery, trailTo } from "~/lib/tree";
import { crudListLoader, type CrudConfig } from "./crud.server";
import { crudExportLoader } from "./export.server";
import { loadOrFail } from "./errors.server";

export interface TreeListOptions {
  /** Filters that read the first level when no parent (`?parentId=`) and no search is asked. */
  root: Record<string, string>;
  /** Filters that search the whole tree instead of one level. */
  search: readonly string[];
}

/**
 * A tree browsed as links (areas, services): each level is the list of one node's children (`?parentId=`), with
 * the path above it as the trail; without a parent or a search, the first level.
 */
export async function treeListLoader<Row extends { id: string | number; name?: string | null; parentId?: string | number | null }>(
  args: LoaderFunctionArgs,
  config: CrudConfig<Row>,
  options: TreeListOptions,
) {
  const user = await requirePermission(args.request, `${config.resource.permission}.query`);
  const request = treeLevelRequest(args.request, options);
  const url = new URL(request.url);
  const trail = await trailTo(url.searchParams.get("parentId"), (id) => loadOrFail(request, () => config.calls.get(user.platform, id)));
  const list = await (await crudListLoader({ ...args, request }, config)).json();
  return json({ ...list, trail });
}

/** The request as one level of the tree asks it: without a parent or a search, the first level's filters added. */
function treeLevelRequest(request: Request, options: TreeListOptions): Request {
  const url = new URL(request.url);
  url.search = treeQuery(url.searchParams, options.search, options.root).toString();
  return new Request(url, request);
}

/** The export of a tree's list: the level the list shows (`?parentId=`, a search, or the first level), not every node. */
export function treeExportLoader<Row>(args: LoaderFunctionArgs, config: CrudConfig<Row>, options: TreeListOptions) {
  return crudExportLoader({ ...args, request: treeLevelRequest(args.request, options) }, config);
}
