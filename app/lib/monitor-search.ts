// The monitor's search (spec §3 kept state: brand, institution, area) as URL params, kept between visits.

export const MONITOR_SEARCH_PARAMS = ["brandId", "institutionId", "countryRegionId", "countryStateId", "cityId", "regionId"] as const;
export type MonitorSearch = Partial<Record<(typeof MONITOR_SEARCH_PARAMS)[number], string>>;

const ID = /^\d{1,12}$/;

/** The search in a URL: known params with id values only; a district without its city is dropped. */
export function monitorSearch(params: URLSearchParams): MonitorSearch {
  const search: MonitorSearch = {};
  for (const name of MONITOR_SEARCH_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && ID.test(value)) search[name] = value;
  }
  if (!search.cityId) delete search.regionId;
  return search;
}

/** True when the URL carries a search (or an explicit empty one), so the kept search must not replace it. */
export function hasMonitorSearch(params: URLSearchParams): boolean {
  return params.has("search") || MONITOR_SEARCH_PARAMS.some((name) => params.has(name));
}

export function monitorSearchQuery(search: MonitorSearch): string {
  const params = new URLSearchParams();
  for (const name of MONITOR_SEARCH_PARAMS) if (search[name]) params.set(name, search[name]!);
  return params.toString();
}
