import { defineResource } from "~/engine/define-resource";

export const AUDIT_STATES = ["PROCESSING", "PASS", "REJECT"] as const;

export const CERTIFICATE_TYPES = ["REDCROSS", "AHA", "FIRSTAID120", "APORT", "RESCUE", "HEALTH", "EMERGENCY", "OTHER"] as const;

/** §3 volunteer certificates (/volunteer/certificate): a review list; pass and reject (with a reason) move a PROCESSING certificate on (§4). */
export const volunteerCertificates = defineResource({
  name: "volunteerCertificates", permission: "volunteerCertificate", titleKey: "certificate.title", basePath: "/volunteer/certificate", prefix: "certificate",
  labelKey: "certificateNumber", defaultSort: { field: "createdDate", order: "descend" },
  attrs: {
    id: { column: true, sortable: true },
    "volunteer.firstName": { labelKey: "certificate.volunteerName", column: true },
    "volunteer.phoneNumber": { labelKey: "certificate.phoneNumber", column: true },
    certificateNumber: { column: true, filter: "text" },
    volunteerCertificateType: { column: true, values: CERTIFICATE_TYPES, enumKey: "enums.certificateType", filter: "select" },
    awardingBody: { column: true },
    certificateReleaseDate: { kind: "date", sortable: true },
    certificateExpireDate: { column: true, kind: "date", sortable: true },
    auditState: { column: true, values: AUDIT_STATES, enumKey: "enums.auditState", tones: { PROCESSING: "orange", PASS: "green", REJECT: "red" }, filter: "select" },
    rejectReason: {},
    createdDate: { column: true, kind: "datetime", sortable: true },
    description: {},
    // The list filters on the volunteer's flat fields.
    phoneNumber: { labelKey: "certificate.phoneNumber", detail: false, filter: "text", maxLength: 11 },
    firstName: { labelKey: "certificate.volunteerName", detail: false, filter: "text", maxLength: 30 },
  },
  order: { filters: ["auditState", "volunteerCertificateType"] },
  readOnly: true,
});
