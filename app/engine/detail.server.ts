import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { requirePermission, type ConsoleUser } from "~/auth/user.server";
import type { PlatformContext } from "~/platform/client.server";
import { loadOrFail } from "./errors.server";
import type { ResourceDef } from "./types";

/** Record ids in URLs are positive integers; anything else is a 404 without asking upstream. */
export function recordId(params: Params, name = "id"): string {
  const id = params[name];
  if (!id || !/^\d{1,18}$/.test(id)) throw json({ message: "error.page404" }, { status: 404 });
  return id;
}

/** One record for a detail view or a modal form, after a `mark.action` check (default `get`). */
export async function loadRecord<Row>(
  request: Request,
  params: Params,
  resource: ResourceDef,
  fetchOne: (ctx: PlatformContext, id: string) => Promise<Row>,
  action = "get",
): Promise<{ record: Row; user: ConsoleUser }> {
  const user = await requirePermission(request, `${resource.permission}.${action}`);
  const id = recordId(params);
  const record = await loadOrFail(request, () => fetchOne(user.platform, id));
  return { record, user };
}

/** A detail or modal route's loader body (call it inside `loader`). */
export async function detailLoader<Row>(
  { request, params }: LoaderFunctionArgs,
  resource: ResourceDef,
  fetchOne: (ctx: PlatformContext, id: string) => Promise<Row>,
  action = "get",
) {
  const { record } = await loadRecord(request, params, resource, fetchOne, action);
  return json({ record });
}
