import type { PlatformContext } from "~/platform/client.server";
import { areasCalls, serviceItemsCalls } from "~/platform/admin.server";

/** Upper-area choices: provinces and cities (a district's parent is a city; a city's a province). */
export async function areaOptions(ctx: PlatformContext) {
  const levels = await Promise.all(
    ["COUNTRY", "STATE", "CITY"].map((level) => areasCalls.list(ctx, { pageNo: 1, pageSize: 100, sortField: "code", sortOrder: "ascend", filters: { level } })),
  );
  // Countries and provinces fit one page each; cities are many, so a second page is read when there is one.
  const cities = levels[2]!;
  const more = cities.total > 100 ? await areasCalls.list(ctx, { pageNo: 2, pageSize: 100, sortField: "code", sortOrder: "ascend", filters: { level: "CITY" } }) : undefined;
  return [...levels[0]!.rows, ...levels[1]!.rows, ...cities.rows, ...(more?.rows ?? [])].map((row) => ({ value: String(row.id), label: `${row.name}（${row.code}）` }));
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
