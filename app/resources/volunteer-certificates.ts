import type { ResourceDef } from "~/engine/types";

export const AUDIT_STATES = ["PROCESSING", "PASS", "REJECT"] as const;

export const CERTIFICATE_TYPES = ["REDCROSS", "AHA", "FIRSTAID120", "APORT", "RESCUE", "HEALTH", "EMERGENCY", "OTHER"] as const;

const auditTones = { PROCESSING: "orange", PASS: "green", REJECT: "red" } as const;

/** §3 volunteer certificates: a review list; pass and reject (with a reason) move a PROCESSING certificate on (§4). */
export const volunteerCertificates: ResourceDef = {
  name: "volunteerCertificates",
  permission: "volunteerCertificate",
  titleKey: "certificate.title",
  basePath: "/volunteer/certificate",
  idKey: "id",
  labelKey: "certificateNumber",
  columns: [
    { key: "id", labelKey: "certificate.id", sortable: true },
    { key: "volunteer.firstName", labelKey: "certificate.volunteerName" },
    { key: "volunteer.phoneNumber", labelKey: "certificate.phoneNumber" },
    { key: "certificateNumber", labelKey: "certificate.certificateNumber" },
    { key: "volunteerCertificateType", labelKey: "certificate.volunteerCertificateType", kind: "enum", enumKey: "enums.certificateType", tones: {} },
    { key: "awardingBody", labelKey: "certificate.awardingBody" },
    { key: "certificateExpireDate", labelKey: "certificate.certificateExpireDate", kind: "date", sortable: true },
    { key: "auditState", labelKey: "certificate.auditState", kind: "enum", enumKey: "enums.auditState", tones: auditTones },
    { key: "createdDate", labelKey: "certificate.createdDate", kind: "datetime", sortable: true },
  ],
  filters: [
    { name: "auditState", labelKey: "certificate.auditState", kind: "select", options: AUDIT_STATES, enumKey: "enums.auditState" },
    { name: "volunteerCertificateType", labelKey: "certificate.volunteerCertificateType", kind: "select", options: CERTIFICATE_TYPES, enumKey: "enums.certificateType" },
    { name: "certificateNumber", labelKey: "certificate.certificateNumber", kind: "text", maxLength: 50 },
    { name: "phoneNumber", labelKey: "certificate.phoneNumber", kind: "text", maxLength: 11 },
    { name: "firstName", labelKey: "certificate.volunteerName", kind: "text", maxLength: 30 },
  ],
  listSpec: {
    sortFields: ["id", "createdDate", "certificateReleaseDate", "certificateExpireDate"],
    defaultSort: { field: "createdDate", order: "descend" },
    filters: ["auditState", "volunteerCertificateType", "certificateNumber", "phoneNumber", "firstName"],
  },
  detail: [
    { key: "id", labelKey: "certificate.id" },
    { key: "volunteer.firstName", labelKey: "certificate.volunteerName" },
    { key: "volunteer.phoneNumber", labelKey: "certificate.phoneNumber" },
    { key: "certificateNumber", labelKey: "certificate.certificateNumber" },
    { key: "volunteerCertificateType", labelKey: "certificate.volunteerCertificateType", kind: "enum", enumKey: "enums.certificateType" },
    { key: "awardingBody", labelKey: "certificate.awardingBody" },
    { key: "certificateReleaseDate", labelKey: "certificate.certificateReleaseDate", kind: "date" },
    { key: "certificateExpireDate", labelKey: "certificate.certificateExpireDate", kind: "date" },
    { key: "auditState", labelKey: "certificate.auditState", kind: "enum", enumKey: "enums.auditState", tones: auditTones },
    { key: "rejectReason", labelKey: "certificate.rejectReason" },
    { key: "createdDate", labelKey: "certificate.createdDate", kind: "datetime" },
    { key: "description", labelKey: "certificate.description" },
  ],
};
