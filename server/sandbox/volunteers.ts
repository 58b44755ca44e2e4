// Volunteers (§3 Volunteer, §4 gender, certificate state and week options): the rescue volunteers the certificate
// reviews and device links already point at, now a table-kit entity with their profile, area and rescue settings.
import type { Database } from "better-sqlite3";
import type { Random } from "./seed.js";
import { defineArea, defineTable } from "./table.js";
import { ANCHOR, DAY, seedDate, seedTime } from "./time.js";

/** §3 volunteer. */
export const volunteers = defineTable({
  table: "volunteers",
  path: "volunteers",
  mark: "volunteerList",
  entityType: "USER",
  fields: {
    firstName: { type: "text", required: true, max: 20, filter: "contains", sortable: true },
    lastName: { type: "text", max: 20 },
    nickName: { type: "text", max: 30 },
    gender: { type: "enum", values: ["MALE", "FEMALE", "UNKNOWN"], required: true, filter: "eq" },
    phoneNumber: { type: "text", required: true, format: "phone", unique: true, filter: "contains" },
    email: { type: "text", max: 100, format: "email" },
    cityId: { type: "ref", ref: "districts", filter: "eq" },
    address: { type: "text", max: 100, filter: "contains" },
    certificateState: { type: "enum", values: ["VALID", "INVALID"], readOnly: true, filter: "eq", sortable: true },
    invalidDate: { type: "date", readOnly: true },
    birthDate: { type: "date" },
    rewardPoints: { type: "int", readOnly: true, sortable: true },
    receiveHelpWeekOption: { type: "enum", values: ["WEEKDAY", "WEEKEND", "ALL_WEEK"] },
    receiveHelpTimeBegin: { type: "time" },
    receiveHelpTimeEnd: { type: "time" },
    createdDate: { type: "datetime", readOnly: true, filter: "range", sortable: true },
    description: { type: "text", max: 200 },
  },
  computed: {
    cityName: "SELECT c.name FROM districts c WHERE c.id = volunteers.cityId",
    certificateCount: "SELECT COUNT(*) FROM volunteer_certificates vc WHERE vc.volunteerId = volunteers.id",
    deviceCount: "SELECT COUNT(*) FROM device_volunteers dv WHERE dv.volunteer_id = volunteers.id",
  },
  defaultSort: { field: "createdDate", order: "descend" },
  referencedBy: [{ table: "volunteer_certificates", column: "volunteerId" }],
  check: (row) =>
    row.receiveHelpTimeBegin && row.receiveHelpTimeEnd && String(row.receiveHelpTimeBegin) >= String(row.receiveHelpTimeEnd)
      ? [{ field: "receiveHelpTimeEnd", key: "field.timeRange" }]
      : [],
  derive: (values, { id }) => (id ? {} : { createdDate: seedTime(Date.now()), certificateState: "INVALID", rewardPoints: 0 }),
});

/** The seeded volunteers (created by the certificate seed) get their profile: cities of the fleet, near its devices. */
function seedProfiles(db: Database, rnd: Random): void {
  const cities = db.prepare("SELECT id, name, lat, lng FROM districts WHERE level = 'CITY' AND id IN (SELECT DISTINCT cityId FROM devices)").all() as {
    id: number; name: string; lat: number; lng: number;
  }[];
  const ids = db.prepare("SELECT v.id, EXISTS (SELECT 1 FROM volunteer_certificates c WHERE c.volunteerId = v.id AND c.auditState = 'PASS') AS certified FROM volunteers v").all() as {
    id: number; certified: number;
  }[];
  const update = db.prepare(
    `UPDATE volunteers SET gender = ?, cityId = ?, address = ?, certificateState = ?, invalidDate = ?, birthDate = ?, rewardPoints = ?,
     latestLatitude = ?, latestLongitude = ?, receiveHelpWeekOption = ?, receiveHelpTimeBegin = ?, receiveHelpTimeEnd = ?, createdDate = ? WHERE id = ?`,
  );
  for (const { id, certified } of ids) {
    const city = rnd.pick(cities);
    const begin = rnd.pick(["07:00", "08:00", "09:00", "18:00"]);
    update.run(
      rnd.weighted([["MALE", 48], ["FEMALE", 48], ["UNKNOWN", 4]] as const), city.id, `${city.name}${rnd.pick(["解放路", "人民路", "中山路", "建设路"])}${rnd.int(1, 300)}号`,
      certified ? "VALID" : "INVALID", certified ? seedDate(ANCHOR + rnd.int(100, 900) * DAY) : null, seedDate(ANCHOR - rnd.int(20, 60) * 365 * DAY),
      rnd.int(0, 3000), Number((city.lat + (rnd.next() - 0.5) * 0.1).toFixed(5)), Number((city.lng + (rnd.next() - 0.5) * 0.1).toFixed(5)),
      rnd.pick(["WEEKDAY", "WEEKEND", "ALL_WEEK"]), begin, begin < "12:00" ? "20:00" : "23:00", seedTime(ANCHOR - rnd.int(1, 700) * DAY), id,
    );
  }
}

export const volunteersArea = defineArea({ name: "volunteers", tables: [volunteers], seed: seedProfiles });
