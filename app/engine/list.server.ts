import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requirePermission, type ConsoleUser } from "~/auth/user.server";
import { lastPage, listSearch, parseListParams, tidyListQuery, type ListParams } from "~/lib/list-params";
import type { Page, PlatformContext } from "~/platform/client.server";
import { loadOrFail } from "./errors.server";
import type { FilterOption, ResourceDef } from "./types";
import { toPlatformDateTime } from "./values";

/** URLs longer than this are refused (hostile case 14) rather than forwarded. */
const MAX_URL_LENGTH = 8192;

export type FetchPage<Row> = (ctx: PlatformContext, params: ListParams) => Promise<Page<Row>>;

/**
 * Checks the filters the platform cannot be trusted to reject: date-times must read as such and a range must
 * run forwards. Returns field errors (i18n keys) by param name; those filters are not sent upstream.
 */
export function checkFilters(
  resource: ResourceDef,
  params: ListParams,
  filterOptions: Record<string, readonly FilterOption[]> = {},
): { params: ListParams; errors: Record<string, string>; dropped: string[] } {
  const errors: Record<string, string> = {};
  const filters = { ...params.filters };
  const dropped = new Set<string>();
  for (const filter of resource.filters) {
    // A dynamic filter with no choices loaded (its cascade parent is not chosen) cannot be checked here.
    const loaded = filterOptions[filter.name];
    const choices = filter.dynamic ? (loaded?.length ? loaded.map((option) => option.value) : undefined) : filter.options;
    const stale = filter.parent !== undefined && dropped.has(filter.parent);
    if (
      filters[filter.name] &&
      (stale || ((filter.kind === "select" || (filter.kind === "hidden" && filter.options)) && choices && !choices.includes(filters[filter.name])))
    ) {
      // A value its (changed) parent does not offer goes, and so do the values below it (province → city → district).
      delete filters[filter.name];
      dropped.add(filter.name);
    }
    if (filter.kind !== "datetime-range" || !filter.endName) continue;
    const start = filters[filter.name];
    const end = filters[filter.endName];
    const startValue = toPlatformDateTime(start, "start");
    const endValue = toPlatformDateTime(end, "end");
    if (start && !startValue) errors[filter.name] = "validation.dateTime";
    if (end && !endValue) errors[filter.endName] = "validation.dateTime";
    if (startValue && endValue && startValue > endValue) errors[filter.endName] = "validation.timeRange";
    if (errors[filter.name] || errors[filter.endName]) {
      delete filters[filter.name];
      delete filters[filter.endName];
    } else {
      if (startValue) filters[filter.name] = startValue;
      if (endValue) filters[filter.endName] = endValue;
    }
  }
  return { params: { ...params, filters }, errors, dropped: [...dropped] };
}

export interface ListData<Row> {
  rows: Row[];
  total: number;
  params: ListParams;
  filterErrors: Record<string, string>;
  /** Choices of the resource's dynamic select filters. */
  filterOptions?: Record<string, FilterOption[]>;
}

/** The list state of a request: parsed from the URL, or a 400 for an absurd URL. */
export function listParamsFrom(request: Request, resource: ResourceDef): ListParams {
  if (request.url.length > MAX_URL_LENGTH) throw json({ message: "error.badRequest" }, { status: 414 });
  const url = new URL(request.url);
  // A plain GET filter form sends its empty fields too: answer with the tidy, bookmarkable URL instead.
  const tidy = tidyListQuery(url.searchParams, resource.listSpec);
  if (tidy) {
    const query = tidy.toString();
    throw redirect(`${url.pathname}${query ? `?${query}` : ""}`);
  }
  return parseListParams(url.searchParams, resource.listSpec);
}

/**
 * Loads one page of a resource for the signed-in user (needs `mark.query`): filters, sort and page come from the
 * URL, so the list is bookmarkable and works as plain links and GET forms. An empty page past the first goes
 * back one page (§9).
 */
export async function loadList<Row>(
  request: Request,
  resource: ResourceDef,
  fetchPage: FetchPage<Row>,
  user?: ConsoleUser,
  filterOptions?: Record<string, FilterOption[]>,
): Promise<ListData<Row>> {
  const current = user ?? (await requirePermission(request, `${resource.permission}.query`));
  const params = listParamsFrom(request, resource);
  const checked = checkFilters(resource, params, filterOptions);
  const page = await loadOrFail(request, () => fetchPage(current.platform, checked.params));
  if (page.rows.length === 0 && params.pageNo > 1) {
    const url = new URL(request.url);
    const previous = Math.max(1, Math.min(params.pageNo - 1, lastPage(page.total, params.pageSize)));
    throw redirect(`${url.pathname}${listSearch(params, { pageNo: previous }, resource.listSpec.defaultSort)}`);
  }
  // The form shows what was searched: a dropped stale choice is not shown as selected.
  const shown = checked.dropped.length ? { ...params, filters: Object.fromEntries(Object.entries(params.filters).filter(([name]) => !checked.dropped.includes(name))) } : params;
  return { rows: page.rows, total: page.total, params: shown, filterErrors: checked.errors, ...(filterOptions && { filterOptions }) };
}

/**
 * A list route's loader body. Called inside the route's `loader` (never at module scope: the browser build
 * drops the loader, but not a module-level call into server code).
 */
export async function listLoader<Row>({ request }: LoaderFunctionArgs, resource: ResourceDef, fetchPage: FetchPage<Row>) {
  return json(await loadList(request, resource, fetchPage));
}
