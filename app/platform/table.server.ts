import type { ZodType } from "zod";
import type { ListParams } from "~/lib/list-params";
import { callList, callObject, callVoid, type PlatformContext } from "./client.server";

/** The paged-list query every sample list takes (§3 "Paged list request"). */
export function pageQuery(params: ListParams) {
  return { pageNo: params.pageNo, pageSize: params.pageSize, sortField: params.sortField, sortOrder: params.sortOrder, ...params.filters };
}

/** The five calls of a §7-style entity (`/v1/<path>`, list with paging params and a total, JSON bodies). */
export interface TableCalls<Row> {
  path: string;
  list: (ctx: PlatformContext, params: ListParams) => ReturnType<typeof callList<Row>>;
  get: (ctx: PlatformContext, id: string) => Promise<Row>;
  create: (ctx: PlatformContext, body: Record<string, unknown>) => Promise<Row>;
  update: (ctx: PlatformContext, id: string, body: Record<string, unknown>) => Promise<Row>;
  remove: (ctx: PlatformContext, id: string, reason?: string) => Promise<void>;
}

/**
 * The calls of one entity at `/v1/<path>`, answers checked by `rowSchema`. `extraQuery` narrows every list (a
 * parent's id, a tab); `pageParam` renames pageNo for the lists that page with pageNum (§7 inspection lists);
 * `updateInBody` sends an update to the collection's path with the id in the body.
 */
export function tableCalls<Row>(path: string, rowSchema: ZodType<Row>, options: { pageParam?: string; updateInBody?: boolean } = {}): TableCalls<Row> {
  const base = `/v1/${path}`;
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    path,
    list: (ctx, params) => {
      const query: Record<string, unknown> = pageQuery(params);
      if (options.pageParam) {
        query[options.pageParam] = query.pageNo;
        delete query.pageNo;
      }
      return callList(ctx, base, rowSchema, { query: query as never });
    },
    get: (ctx, id) => callObject(ctx, one(id), rowSchema),
    create: (ctx, body) => callObject(ctx, base, rowSchema, { method: "POST", json: body }),
    // `updateInBody`: PUT on the collection with the id in the body, where §7 writes it so (device-balance-configs).
    update: (ctx, id, body) =>
      options.updateInBody ? callObject(ctx, base, rowSchema, { method: "PUT", json: { ...body, id: Number(id) } }) : callObject(ctx, one(id), rowSchema, { method: "PUT", json: body }),
    remove: (ctx, id, reason) => callVoid(ctx, one(id), { method: "DELETE", query: reason ? { reason } : undefined }),
  };
}
