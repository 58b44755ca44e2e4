// Statistics behind the workplace and the monitor: fleet counts by state (optionally narrowed by brand,
// institution and area, as the monitor search does) and rescue calls per day.
import type { Database } from "better-sqlite3";
import type { Services } from "./services.js";
import { type Ctx, type Route, badRequest, result } from "./http.js";
import { rescueCallsPerDay } from "./live.js";
import { prepared } from "./list.js";
import { untilChanged } from "./memo.js";
import { DATE_ONLY } from "./time.js";

const MAX_DAYS = 366;
const STATE_COLUMNS = ["deviceState", "networkState", "useState", "activationState", "batteryState", "electrodeState"] as const;
/** Monitor search fields (§3) → device columns. */
const SCOPE_FILTERS = { brandId: "brandId", institutionId: "institutionId", countryStateId: "countryStateId", cityId: "cityId", regionId: "regionId" } as const;

function scope(ctx: Ctx): { where: string; params: number[] } {
  const clauses: string[] = [];
  const params: number[] = [];
  for (const [param, column] of Object.entries(SCOPE_FILTERS)) {
    const raw = ctx.query.get(param);
    if (raw === null || raw === "") continue;
    if (!/^\d{1,12}$/.test(raw)) throw badRequest("field.invalid", { field: param });
    clauses.push(`${column} = ?`);
    params.push(Number(raw));
  }
  return { where: clauses.length ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

/** The fleet (in a scope) counted by each state, in one pass grouped by every state at once. */
function stateCounts(db: Database, where: string, params: number[]) {
  const rows = prepared(db, `SELECT ${STATE_COLUMNS.join(", ")}, COUNT(*) AS n FROM devices ${where} GROUP BY ${STATE_COLUMNS.join(", ")}`).all(...params) as Record<string, string | number | null>[];
  const counts: Record<string, Record<string, number>> = Object.fromEntries(STATE_COLUMNS.map((column) => [column, {}]));
  let total = 0;
  for (const row of rows) {
    const n = row.n as number;
    total += n;
    for (const column of STATE_COLUMNS) {
      const value = (row[column] as string | null) ?? "UNKNOWN";
      counts[column]![value] = (counts[column]![value] ?? 0) + n;
    }
  }
  return { total, ...counts };
}

export function statisticsRoutes({ db }: Services): Route[] {
  return [
    {
      method: "GET", path: "/api/v1/statistics/devices", access: "workplace.query",
      handle: (ctx) => {
        const { where, params } = scope(ctx);
        return result(untilChanged(db, `counts ${where} ${params.join(",")}`, () => stateCounts(db, where, params)));
      },
    },
    {
      // Every located device in the scope with what its map marker shows (monitor and map screens).
      method: "GET", path: "/api/v1/statistics/device-points", access: "workplace.query",
      handle: (ctx) => {
        const { where, params } = scope(ctx);
        const located = `${where ? `${where} AND` : "WHERE"} longitude IS NOT NULL AND latitude IS NOT NULL`;
        // The city too (in the caller's language): the monitor groups its markers by city.
        const cityName = ctx.locale === "en-US" ? "CASE WHEN c.nameEn IS NOT NULL AND c.nameEn != '' THEN c.nameEn ELSE c.name END" : "c.name";
        const sql = `SELECT d.id, d.sn, d.longitude AS lng, d.latitude AS lat, d.networkState, d.deviceState, d.useState, d.cityId, ${cityName} AS cityName
               FROM (SELECT * FROM devices ${located}) d LEFT JOIN districts c ON c.id = d.cityId ORDER BY d.id`;
        return result(untilChanged(db, `points ${sql} ${params.join(",")}`, () => prepared(db, sql).all(...params)));
      },
    },
    {
      method: "GET", path: "/api/v1/statistics/rescue-calls", access: "workplace.query",
      handle: (ctx) => {
        const from = ctx.query.get("from") ?? "";
        const to = ctx.query.get("to") ?? "";
        if (!DATE_ONLY.test(from)) throw badRequest("field.invalid", { field: "from" });
        if (!DATE_ONLY.test(to)) throw badRequest("field.invalid", { field: "to" });
        const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
        if (!(days >= 0 && days < MAX_DAYS)) throw badRequest("field.invalid", { field: "to" });
        return result(untilChanged(db, `rescue ${from} ${to}`, () => rescueCallsPerDay(db, from, to)));
      },
    },
  ];
}
