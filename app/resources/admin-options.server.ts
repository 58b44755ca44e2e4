import type { PlatformContext } from "~/platform/client.server";
import { serviceItemsCalls } from "~/platform/admin.server";
import { getDistrictTree } from "~/platform/devices.server";
import { flattenOptionTree } from "~/lib/tree";

/**
 * Upper-area choices from §7 GET /v1/districts/tree (the spec leaves the tree's screens open: it is read here, where an
 * area's upper area is chosen): countries, provinces and cities, indented by level — a district is never an upper area.
 */
export async function areaOptions(ctx: PlatformContext) {
  return flattenOptionTree(await getDistrictTree(ctx), 2).map(({ value, label }) => ({ value, label }));
}

/** Parent-service choices, indented like the tree. */
export async function serviceOptions(ctx: PlatformContext) {
  const { rows } = await serviceItemsCalls.list(ctx, { pageNo: 1, pageSize: 100, sortField: "orderNo", sortOrder: "ascend", filters: {} });
  const out: { value: string; label: string }[] = [];
  const walk = (parentId: unknown, depth: number) => {
    for (const row of rows.filter((item) => (item.parentId ?? null) === parentId)) {
      out.push({ value: String(row.id), label: `${"— ".repeat(depth)}${row.name}` });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
