// List paging/sorting/filtering state kept in the URL (spec §2 "page number lives in the URL as
// pageNo", §9 default page 1, size 10), so lists work without JavaScript and links are shareable.

export type SortOrder = 'ascend' | 'descend';

export interface ListParamSpec {
  sortFields: readonly string[];
  defaultSort?: { field: string; order: SortOrder };
  filters: readonly string[];
  maxPageSize?: number /* default 100 */;
}

export interface ListParams {
  pageNo: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  filters: Record<string, string>;
}

export const DEFAULT_PAGE_NO = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_NO = 100000;
export const DEFAULT_MAX_PAGE_SIZE = 100;
export const MAX_FILTER_LENGTH = 200;

// These names carry paging/sorting; a filter declared with one of them is ignored.
const RESERVED = new Set(['pageNo', 'pageSize', 'sortField', 'sortOrder']);

const isSortOrder = (v: unknown): v is SortOrder => v === 'ascend' || v === 'descend';

/**
 * Plain (optionally signed) decimal integers are clamped into [min, max]; anything else
 * ('abc', '2.5', '1e9', '') yields the default, since it was not a page number at all.
 */
function parseIntParam(raw: string | null, fallback: number, min: number, max: number): number {
  if (raw === null) return fallback;
  const s = raw.trim();
  if (!/^[+-]?\d+$/.test(s)) return fallback;
  const n = Number(s); // huge digit strings become large floats or Infinity: still clamp to max
  return Math.min(max, Math.max(min, n));
}

export function parseListParams(search: URLSearchParams, spec: ListParamSpec): ListParams {
  const maxPageSize =
    Number.isInteger(spec.maxPageSize) && (spec.maxPageSize as number) >= 1 ? (spec.maxPageSize as number) : DEFAULT_MAX_PAGE_SIZE;
  const pageNo = parseIntParam(search.get('pageNo'), DEFAULT_PAGE_NO, 1, MAX_PAGE_NO);
  // A page size below 1 is no page size at all (`pageSize=-5`): the default, not one row per page.
  const defaultSize = Math.min(DEFAULT_PAGE_SIZE, maxPageSize);
  const askedSize = parseIntParam(search.get('pageSize'), defaultSize, 0, maxPageSize);
  const pageSize = askedSize < 1 ? defaultSize : askedSize;

  // URLSearchParams.get only sees real query keys; the whitelist decides which ones count.
  const entries: [string, string][] = [];
  for (const name of spec.filters) {
    if (RESERVED.has(name) || entries.some(([n]) => n === name)) continue;
    const raw = search.get(name);
    if (raw === null) continue;
    const value = [...raw.trim()].slice(0, MAX_FILTER_LENGTH).join('').trim(); // cut by code point
    if (value !== '') entries.push([name, value]);
  }
  // fromEntries defines own properties, so even a filter named '__proto__' cannot touch a prototype.
  const filters = Object.fromEntries(entries) as Record<string, string>;

  const params: ListParams = { pageNo, pageSize, filters };
  const field = search.get('sortField');
  const order = search.get('sortOrder');
  if (field !== null && spec.sortFields.includes(field) && isSortOrder(order)) {
    params.sortField = field;
    params.sortOrder = order;
  } else if (spec.defaultSort && isSortOrder(spec.defaultSort.order)) {
    // A missing, unknown or half-given sort falls back to the default as a whole.
    params.sortField = spec.defaultSort.field;
    params.sortOrder = spec.defaultSort.order;
  }
  return params;
}

/**
 * Query string for a link, always starting with '?' ('?' alone when everything is default, so a
 * link to it clears the query). Filters first (in params.filters order), then sortField,
 * sortOrder, pageSize, pageNo; default page/size and empty filters are omitted.
 * An override key present with value undefined clears that value (e.g. removing the sort).
 */
export function listSearch(
  params: ListParams,
  overrides?: Partial<Pick<ListParams, 'pageNo' | 'pageSize' | 'sortField' | 'sortOrder'>>,
  defaultSort?: ListParamSpec['defaultSort'],
): string {
  const merged: ListParams = { ...params, ...(overrides ?? {}) };
  // The default sort is implied by its absence, so links to it stay short and bookmarks stay stable.
  if (defaultSort && merged.sortField === defaultSort.field && merged.sortOrder === defaultSort.order) {
    merged.sortField = undefined;
    merged.sortOrder = undefined;
  }
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(params.filters ?? {})) {
    if (typeof value === 'string' && value.trim() !== '') q.append(name, value);
  }
  if (merged.sortField && isSortOrder(merged.sortOrder)) {
    q.append('sortField', merged.sortField);
    q.append('sortOrder', merged.sortOrder);
  }
  if (merged.pageSize !== DEFAULT_PAGE_SIZE && Number.isInteger(merged.pageSize)) q.append('pageSize', String(merged.pageSize));
  if (merged.pageNo !== DEFAULT_PAGE_NO && Number.isInteger(merged.pageNo)) q.append('pageNo', String(merged.pageNo));
  return `?${q.toString()}`;
}

/**
 * The sort a click on `field`'s header should produce, cycling ascend → descend → none like antd.
 * "None" is returned as explicit undefineds so that spreading it over params clears the sort.
 * The list's default sort field only flips between its two orders: its "none" would read back as the
 * default sort, and the header would seem stuck.
 */
export function nextSortOrder(
  current: ListParams,
  field: string,
  defaultSort?: ListParamSpec['defaultSort'],
): { sortField?: string; sortOrder?: SortOrder } {
  if (current.sortField !== field || !isSortOrder(current.sortOrder)) return { sortField: field, sortOrder: 'ascend' };
  if (defaultSort?.field === field) return { sortField: field, sortOrder: current.sortOrder === 'ascend' ? 'descend' : 'ascend' };
  if (current.sortOrder === 'ascend') return { sortField: field, sortOrder: 'descend' };
  return { sortField: undefined, sortOrder: undefined };
}

/** Number of the last page; at least 1 (an empty list still has page 1). */
export function lastPage(total: number, pageSize: number): number {
  const size = Math.floor(pageSize);
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(size) || size < 1) return 1;
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The tidy form of a list URL's query, or null when it is already tidy: declared list params that are empty
 * (a plain GET form sends every field) and a spelled-out default sort are dropped; anything else is kept.
 */
export function tidyListQuery(search: URLSearchParams, spec: ListParamSpec): URLSearchParams | null {
  const listKeys = new Set<string>([...spec.filters, ...RESERVED]);
  const tidy = new URLSearchParams();
  let changed = false;
  for (const [key, value] of search) {
    if (listKeys.has(key) && value.trim() === '') {
      changed = true;
      continue;
    }
    tidy.append(key, value);
  }
  const sortField = tidy.get('sortField');
  const sortOrder = tidy.get('sortOrder');
  if (spec.defaultSort && sortField === spec.defaultSort.field && sortOrder === spec.defaultSort.order) {
    tidy.delete('sortField');
    tidy.delete('sortOrder');
    changed = true;
  }
  return changed ? tidy : null;
}

/** A filter field as the filter bar shows it: a range has an end param; hidden ones carry context, not a choice. */
export interface CountedFilter {
  name: string;
  endName?: string;
  kind: string;
}

/**
 * How many filters the user has set, for a folded filter bar's label ("Filters (2)"): a range counts once
 * whichever ends are set, and hidden filters (context a link carried, not a field the user sees) not at all.
 */
export function activeFilterCount(filters: readonly CountedFilter[], values: Record<string, string>): number {
  const isSet = (name: string | undefined) => name !== undefined && (values[name] ?? '').trim() !== '';
  return filters.filter((filter) => filter.kind !== 'hidden' && (isSet(filter.name) || isSet(filter.endName))).length;
}
