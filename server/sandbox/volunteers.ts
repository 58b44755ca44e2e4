// Volunteers (§3 Volunteer, §4 gender, certificate state and week options): the rescue volunteers the certificate
// reviews and device links already point at, now a table-kit entity with their profile, area and rescue settings.
import type { Database } from "better-sqlite3";
import { type AuthedCtx, type Route, idParam, listReply, notFound } from "./http.js";
import { type ListSpec, queryList } from "./list.js";
import type { Random } from "./seed-kit.js";
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
  // A volunteer's own records go with the volunteer.
  cascade: [
    { table: "volunteer_honor_infos", column: "volunteerId" },
    { table: "reward_points_records", column: "volunteerId" },
    { table: "volunteer_exam_records", column: "volunteerId" },
    { table: "volunteer_learning_records", column: "volunteerId" },
  ],
  check: (row) =>
    row.receiveHelpTimeBegin && row.receiveHelpTimeEnd && String(row.receiveHelpTimeBegin) >= String(row.receiveHelpTimeEnd)
      ? [{ field: "receiveHelpTimeEnd", key: "field.timeRange" }]
      : [],
  derive: (values, { id }) => (id ? {} : { createdDate: seedTime(Date.now()), certificateState: "INVALID", rewardPoints: 0 }),
});

const volunteerIds = (db: Database) => (db.prepare("SELECT id FROM volunteers ORDER BY id").all() as { id: number }[]).map((row) => row.id);

/** §3 honor info: what a volunteer was honoured for and when (added and deleted on the volunteer's page). */
export const volunteerHonors = defineTable({
  table: "volunteer_honor_infos",
  path: "volunteer-honor-infos",
  mark: "volunteerList",
  calls: ["list", "get", "create", "delete"],
  fields: {
    volunteerId: { type: "ref", ref: "volunteers", required: true, filter: "eq" },
    honorContent: { type: "text", required: true, max: 100, filter: "contains" },
    obtainedDate: { type: "date", required: true, filter: "range", sortable: true },
    createdDate: { type: "datetime", readOnly: true, sortable: true },
  },
  defaultSort: { field: "obtainedDate", order: "descend" },
  check: (row) => (String(row.obtainedDate) > seedDate(Date.now()) ? [{ field: "obtainedDate", key: "field.notFuture" }] : []),
  derive: (_values, { id }) => (id ? {} : { createdDate: seedTime(Date.now()) }),
  seed: (rnd, db) =>
    volunteerIds(db).flatMap((volunteerId) =>
      Array.from({ length: rnd.weighted([[0, 50], [1, 30], [2, 15], [3, 5]] as const) }, () => {
        const obtained = ANCHOR - rnd.int(10, 900) * DAY;
        return {
          volunteerId,
          honorContent: rnd.pick(["优秀志愿者", "年度急救之星", "社区急救先锋", "AED 推广贡献奖", "马拉松赛事保障表彰", "成功施救表彰"]),
          obtainedDate: seedDate(obtained),
          createdDate: seedTime(obtained + rnd.int(1, 20) * DAY),
        };
      }),
    ),
});

/** §3 reward points record: points earned (study, exams, calls, help) or spent (consume, negative). Read-only. */
export const rewardPointsRecords = defineTable({
  table: "reward_points_records",
  path: "reward-points-records",
  mark: "volunteerList",
  calls: ["list"],
  fields: {
    volunteerId: { type: "ref", ref: "volunteers", required: true, filter: "eq" },
    event: { type: "enum", values: ["STUDY", "EXAM", "CALL_FOR_HELP", "HELP", "CONSUME"], required: true, filter: "eq" },
    rewardPoints: { type: "int", required: true, sortable: true },
    createdDate: { type: "datetime", readOnly: true, filter: "range", sortable: true },
    description: { type: "text", max: 200 },
  },
  // The balance after each record, in time order (ties by id): what a volunteer sees as "points now".
  computed: {
    runningTotal: `SELECT SUM(r.rewardPoints) FROM reward_points_records r WHERE r.volunteerId = reward_points_records.volunteerId
      AND (r.createdDate < reward_points_records.createdDate OR (r.createdDate = reward_points_records.createdDate AND r.id <= reward_points_records.id))`,
  },
  defaultSort: { field: "createdDate", order: "descend" },
  seed: (rnd, db) =>
    volunteerIds(db).flatMap((volunteerId) => {
      let balance = 0;
      const count = rnd.int(2, 14);
      const start = ANCHOR - rnd.int(200, 700) * DAY;
      return Array.from({ length: count }, (_, i) => {
        const event = balance >= 60 && rnd.next() < 0.25 ? "CONSUME" : rnd.weighted([["STUDY", 40], ["EXAM", 25], ["CALL_FOR_HELP", 10], ["HELP", 25]] as const);
        const points =
          event === "CONSUME" ? -rnd.int(20, Math.min(200, balance)) : event === "HELP" ? rnd.int(50, 200) : event === "EXAM" ? rnd.int(10, 50) : rnd.int(5, 20);
        balance += points;
        const description = { STUDY: "完成学习资料", EXAM: "通过急救知识考试", CALL_FOR_HELP: "发起一键呼救", HELP: "响应呼救并到达现场", CONSUME: "兑换急救包" }[event];
        return { volunteerId, event, rewardPoints: points, createdDate: seedTime(start + ((i + 1) / (count + 1)) * (ANCHOR - start)), description };
      });
    }),
});

/** §3 volunteer exam record: a game or paper exam and its score. Read-only. */
export const volunteerExamRecords = defineTable({
  table: "volunteer_exam_records",
  path: "volunteer-exam-records",
  mark: "volunteerList",
  calls: ["list"],
  fields: {
    volunteerId: { type: "ref", ref: "volunteers", required: true, filter: "eq" },
    examType: { type: "enum", values: ["GAME", "PAPER"], required: true, filter: "eq" },
    score: { type: "int", required: true, min: 0, max: 100, sortable: true },
    createdDate: { type: "datetime", readOnly: true, filter: "range", sortable: true },
  },
  defaultSort: { field: "createdDate", order: "descend" },
  seed: (rnd, db) =>
    volunteerIds(db).flatMap((volunteerId) =>
      Array.from({ length: rnd.int(0, 5) }, () => ({
        volunteerId, examType: rnd.pick(["GAME", "PAPER"]), score: rnd.int(45, 100), createdDate: seedTime(ANCHOR - rnd.int(1, 600) * DAY),
      })),
    ),
});

/** §3 learning record: which learning data a volunteer studied, online or at an offline course. Read-only. */
export const volunteerLearningRecords = defineTable({
  table: "volunteer_learning_records",
  path: "volunteer-learning-records",
  mark: "volunteerList",
  calls: ["list"],
  fields: {
    volunteerId: { type: "ref", ref: "volunteers", required: true, filter: "eq" },
    learningDataId: { type: "ref", ref: "learning_data" },
    studyType: { type: "enum", values: ["ONLINE", "OFFLINE"], required: true, filter: "eq" },
    createdDate: { type: "datetime", readOnly: true, filter: "range", sortable: true },
  },
  computed: { title: "SELECT l.title FROM learning_data l WHERE l.id = volunteer_learning_records.learningDataId" },
  defaultSort: { field: "createdDate", order: "descend" },
  seed: (rnd, db) => {
    const items = (db.prepare("SELECT id FROM learning_data ORDER BY id").all() as { id: number }[]).map((row) => row.id);
    return volunteerIds(db).flatMap((volunteerId) =>
      Array.from({ length: rnd.int(0, 6) }, () => ({
        volunteerId, learningDataId: rnd.pick(items), studyType: rnd.weighted([["ONLINE", 75], ["OFFLINE", 25]] as const),
        createdDate: seedTime(ANCHOR - rnd.int(1, 600) * DAY),
      })),
    );
  },
});

/** A volunteer's answers to calls for help (§3 help response): the call's time and place, the answer, the distance. */
const helpResponsesOfVolunteer: ListSpec<Record<string, unknown>> = {
  from: `help_responses r JOIN help_calls c ON c.id = r.callId`,
  select: `r.id, r.callId, r.responseType AS helpSeekedVolunteerResponseType, c.callForHelpDate AS callForHelpTime, c.address,
    r.notifiedTime, r.responseTime, r.distance`,
  idColumn: "r.id",
  filters: {
    helpSeekedVolunteerResponseType: { column: "r.responseType", op: "eq", values: ["ACCEPTED", "REFUSED", "UNHANDLED"] },
    callForHelpTimeBegin: { column: "c.callForHelpDate", op: "from" },
    callForHelpTimeEnd: { column: "c.callForHelpDate", op: "to" },
  },
  sorts: { id: "r.id", callForHelpTime: "c.callForHelpDate", distance: "r.distance" },
  defaultSort: { field: "callForHelpTime", order: "descend" },
};

function volunteerRoutes({ db }: { db: Database }): Route[] {
  return [
    {
      method: "GET", path: "/api/v1/volunteers/:id/help-responses", access: "volunteerList.get",
      handle: (ctx: AuthedCtx) => {
        const id = idParam(ctx);
        if (!db.prepare("SELECT 1 FROM volunteers WHERE id = ?").get(id)) throw notFound();
        const { rows, total } = queryList(db, helpResponsesOfVolunteer, ctx.query, { where: "r.volunteerId = ?", params: [id] });
        return listReply(rows, total);
      },
    },
  ];
}

/** The seeded volunteers (created by the certificate seed) get their profile: cities of the fleet, near its devices. */
function seedProfiles(db: Database, rnd: Random): void {
  const cities = db.prepare("SELECT id, name, lat, lng FROM districts WHERE level = 'CITY' AND id IN (SELECT DISTINCT cityId FROM devices)").all() as {
    id: number; name: string; lat: number; lng: number;
  }[];
  const ids = db.prepare("SELECT v.id, EXISTS (SELECT 1 FROM volunteer_certificates c WHERE c.volunteerId = v.id AND c.auditState = 'PASS') AS certified FROM volunteers v").all() as {
    id: number; certified: number;
  }[];
  const sumOf = db.prepare("SELECT COALESCE(SUM(rewardPoints), 0) AS total FROM reward_points_records WHERE volunteerId = ?");
  const points = (id: number) => (sumOf.get(id) as { total: number }).total;
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
      points(id), Number((city.lat + (rnd.next() - 0.5) * 0.1).toFixed(5)), Number((city.lng + (rnd.next() - 0.5) * 0.1).toFixed(5)),
      rnd.pick(["WEEKDAY", "WEEKEND", "ALL_WEEK"]), begin, begin < "12:00" ? "20:00" : "23:00", seedTime(ANCHOR - rnd.int(1, 700) * DAY), id,
    );
  }
}

export const volunteersArea = defineArea({
  name: "volunteers",
  tables: [volunteers, volunteerHonors, rewardPointsRecords, volunteerExamRecords, volunteerLearningRecords],
  routes: volunteerRoutes,
  seed: seedProfiles,
});
