// Statistics behind the workplace: rescue calls per day (device counts join once the devices table exists).
import type { Services } from "./app.js";
import { type Route, badRequest, result } from "./http.js";
import { rescueCallsPerDay } from "./live.js";
import { DATE_ONLY } from "./time.js";

const MAX_DAYS = 366;

export function statisticsRoutes({ db }: Services): Route[] {
  return [
    {
      method: "GET", path: "/api/v1/statistics/rescue-calls", access: "workplace.query",
      handle: (ctx) => {
        const from = ctx.query.get("from") ?? "";
        const to = ctx.query.get("to") ?? "";
        if (!DATE_ONLY.test(from)) throw badRequest("field.invalid", { field: "from" });
        if (!DATE_ONLY.test(to)) throw badRequest("field.invalid", { field: "to" });
        const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
        if (!(days >= 0 && days < MAX_DAYS)) throw badRequest("field.invalid", { field: "to" });
        return result(rescueCallsPerDay(db, from, to));
      },
    },
  ];
}
