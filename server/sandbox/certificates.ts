// Volunteer certificates: list, detail, and the review transitions PROCESSING → PASS | REJECT.
import type { Services } from "./services.js";
import { type Route, badRequest, idParam, invalidFields, result } from "./http.js";
import { type ListSpec, getOne, readOnlyRoutes } from "./list.js";
import { checkText, idList, text } from "./validate.js";

const CERTIFICATE_TYPES = ["REDCROSS", "AHA", "FIRSTAID120", "APORT", "RESCUE", "HEALTH", "EMERGENCY", "OTHER"] as const;
const AUDIT_STATES = ["PROCESSING", "PASS", "REJECT"] as const;

const spec: ListSpec<Record<string, unknown>> = {
  from: "volunteer_certificates c JOIN volunteers v ON v.id = c.volunteerId",
  select: `c.id, v.id AS volunteerId, v.firstName, v.phoneNumber, c.certificateNumber, c.volunteerCertificateType, c.auditState,
    c.awardingBody, c.frontImagePath, c.backImagePath, c.certificateReleaseDate, c.certificateExpireDate, c.createdDate,
    c.description, c.rejectReason`,
  idColumn: "c.id",
  filters: {
    auditState: { column: "c.auditState", op: "eq", values: AUDIT_STATES },
    volunteerCertificateType: { column: "c.volunteerCertificateType", op: "eq", values: CERTIFICATE_TYPES },
    certificateNumber: { column: "c.certificateNumber", op: "contains" },
    phoneNumber: { column: "v.phoneNumber", op: "contains" },
    firstName: { column: "v.firstName", op: "contains" },
    volunteerId: { column: "c.volunteerId", op: "eq" },
  },
  sorts: {
    id: "c.id",
    createdDate: "c.createdDate",
    certificateReleaseDate: "c.certificateReleaseDate",
    certificateExpireDate: "c.certificateExpireDate",
  },
  defaultSort: { field: "createdDate", order: "descend" },
  toRow: ({ volunteerId, firstName, phoneNumber, ...row }) => ({ ...row, volunteer: { id: volunteerId, firstName, phoneNumber } }),
};

const MARK = "volunteerCertificate";

export function certificateRoutes({ db }: Services): Route[] {
  const base = "/api/v1/volunteer-certificates";
  const pass = db.prepare("UPDATE volunteer_certificates SET auditState = 'PASS', rejectReason = NULL WHERE id = ? AND auditState = 'PROCESSING'");
  const reject = db.prepare("UPDATE volunteer_certificates SET auditState = 'REJECT', rejectReason = ? WHERE id = ? AND auditState = 'PROCESSING'");

  return [
    {
      method: "PUT", path: `${base}/pass`, access: `${MARK}.pass`,
      handle: async (ctx) => {
        const ids = idList((await ctx.readJson()).ids);
        const passed = db.transaction(() => ids.reduce((n, id) => n + pass.run(id).changes, 0))();
        return result({ passed, skipped: ids.length - passed });
      },
    },
    ...readOnlyRoutes(db, "volunteer-certificates", MARK, spec),
    {
      method: "PUT", path: `${base}/:id/pass`, access: `${MARK}.pass`,
      handle: (ctx) => {
        const id = idParam(ctx);
        getOne(db, spec, id);
        if (!pass.run(id).changes) throw badRequest("certificate.notPending");
        return { body: getOne(db, spec, id) };
      },
    },
    {
      method: "PUT", path: `${base}/:id/reject`, access: `${MARK}.reject`,
      handle: async (ctx) => {
        const id = idParam(ctx);
        getOne(db, spec, id);
        const reason = text(await ctx.readJson(), "reason");
        const errors = checkText("reason", reason, { required: true, max: 200 });
        if (errors.length) throw invalidFields(errors);
        if (!reject.run(reason, id).changes) throw badRequest("certificate.notPending");
        return { body: getOne(db, spec, id) };
      },
    },
  ];
}
