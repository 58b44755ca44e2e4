// Device calls of §7 that no earlier screen used: the device's type, its container (the cabinet it sits in), the
// firmware versions of a model, the fleet's error analysis, and editing a device (PUT /v1/devices).
import type { Database } from "better-sqlite3";
import { READY_CHECKS } from "../../app/lib/ready-now.js";
import { prepared } from "./list.js";
import { untilChanged } from "./memo.js";
import { type AuthedCtx, badRequest, idParam, invalidFields, notFound } from "./http.js";
import { findDevice } from "./devices.js";
import { defineArea, logOperation } from "./table.js";
import { checkText, isPhone, text } from "./validate.js";

const MARK = "deviceList";

/** §7 PUT /v1/devices: the device's placement and contact (the id in the body); other fields are not editable here. */
const EDITABLE = { address: 100, armLocation: 50, contactName: 20, contactPhone: 11, affiliationUnit: 50, investorName: 50 } as const;

function editDevice(db: Database) {
  return async (ctx: AuthedCtx) => {
    const body = await ctx.readJson();
    const id = Number(body.id);
    if (!Number.isSafeInteger(id) || id < 1 || !findDevice(db, id)) throw notFound();
    const values: Record<string, string | null> = {};
    const errors = [];
    for (const [field, max] of Object.entries(EDITABLE)) {
      if (!(field in body)) continue;
      const value = text(body, field);
      errors.push(...checkText(field, value, { required: field === "address", max }));
      if (field === "contactPhone" && value && !isPhone(value)) errors.push({ field, key: "field.phone" as const });
      values[field] = value ?? null;
    }
    if (errors.length) throw invalidFields(errors);
    const names = Object.keys(values);
    if (names.length) db.prepare(`UPDATE devices SET ${names.map((name) => `${name} = @${name}`).join(", ")} WHERE id = @id`).run({ ...values, id });
    logOperation(db, ctx.caller, { entity: MARK, entityId: id, action: "UPDATE" });
    return { body: { id, ...values } };
  };
}

export const deviceExtrasArea = defineArea({
  name: "device-extras",
  routes: ({ db }) => [
    { method: "PUT", path: "/api/v1/devices", access: `${MARK}.edit`, handle: editDevice(db) },
    {
      method: "GET", path: "/api/v1/devices/getDeviceType/:id", access: `${MARK}.get`,
      handle: (ctx: AuthedCtx) => {
        const row = db
          .prepare(
            `SELECT d.id, m.name AS model, b.name AS brand, d.firmwareVersion, d.communicationModule
             FROM devices d LEFT JOIN device_models m ON m.id = d.modelId LEFT JOIN device_brands b ON b.id = d.brandId WHERE d.id = ?`,
          )
          .get(idParam(ctx)) as Record<string, unknown> | undefined;
        if (!row) throw notFound();
        // The platform's device types: an AED on its own, or one in a controlled cabinet.
        return { body: { ...row, deviceType: row.communicationModule === "CONTROLLER" ? "AED_IN_CABINET" : "AED" } };
      },
    },
    {
      method: "GET", path: "/api/v1/devices/:id/container", access: `${MARK}.get`,
      handle: (ctx: AuthedCtx) => {
        const device = findDevice(db, idParam(ctx));
        if (!device) throw notFound();
        const cabinet = db
          .prepare("SELECT id, serialNumber, model, doorState, networkState, temperature, lastOnlineTime FROM controllers WHERE kind = 'cabinet' AND deviceSn = ?")
          .get(device.sn);
        return { body: cabinet ?? null };
      },
    },
    {
      method: "GET", path: "/api/v1/device-firmwares/options", access: "bearer",
      handle: (ctx: AuthedCtx) => {
        const model = ctx.query.get("model")?.trim();
        if (!model) throw badRequest("field.required");
        const versions = db.prepare("SELECT version FROM firmwares WHERE kind = 'device' ORDER BY version DESC").all() as { version: string }[];
        return { body: versions.map(({ version }) => ({ value: version, label: version })) };
      },
    },
    {
      // Readiness forecast: how many batteries and pads expire in each of the next 12 months (this month first).
      method: "GET", path: "/api/v1/statistics/expiries", access: "workplace.query",
      handle: () => {
        const start = new Date();
        const months = Array.from({ length: 12 }, (_, i) => {
          const date = new Date(start.getFullYear(), start.getMonth() + i, 1);
          return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}`;
        });
        return {
          body: untilChanged(db, `expiries ${months[0]}`, () => {
            // Each month's count read from its expiry date's index.
            const byMonth = (column: string) =>
              new Map((prepared(db, `SELECT substr(${column}, 1, 7) AS month, COUNT(*) AS n FROM devices WHERE ${column} IS NOT NULL GROUP BY month`).all() as { month: string; n: number }[]).map((r) => [r.month, r.n]));
            const battery = byMonth("batteryExpiryDate");
            const electrode = byMonth("electrodeExpiryDate");
            return months.map((month) => ({ month, battery: battery.get(month) ?? 0, electrode: electrode.get(month) ?? 0 }));
          }),
        };
      },
    },
    {
      // The fleet's faults by part (the console's ready-now checks), for the error-analysis chart.
      method: "GET", path: "/api/v1/devices/error-analysis", access: `${MARK}.query`,
      handle: () => ({
        body: untilChanged(db, "faults by part", () => {
          // One pass: each check a sum over the same scan.
          const sums = READY_CHECKS.map((check, index) => {
            const unknown = (check.notReady as readonly string[]).includes("UNKNOWN") ? ` OR ${check.field} IS NULL` : "";
            return `COALESCE(SUM(${check.field} IN (${check.notReady.map(() => "?").join(", ")})${unknown}), 0) AS c${index}`;
          });
          const counts = prepared(db, `SELECT ${sums.join(", ")} FROM devices`).get(...READY_CHECKS.flatMap((check) => check.notReady)) as Record<string, number>;
          return READY_CHECKS.map((check, index) => ({ part: check.part, count: counts[`c${index}`] }));
        }),
      }),
    },
  ],
});
