import { defineResource, narrowResource } from "~/engine/define-resource";
import { devices } from "./devices";
import { inspectionReports } from "./operations";
import type { ResourceDef } from "~/engine/types";

/** §3 Agency (/agency/list). */
export const agencies: ResourceDef = {
  "name": "agencies",
  "permission": "agencyList",
  "titleKey": "menu.agencyList",
  "basePath": "/agency/list",
  "idKey": "id",
  "labelKey": "name",
  "columns": [
    {
      "key": "id",
      "labelKey": "agency.id",
      "sortable": true
    },
    {
      "key": "name",
      "labelKey": "agency.name",
      "sortable": true
    },
    {
      "key": "contact",
      "labelKey": "agency.contact"
    },
    {
      "key": "deviceCount",
      "labelKey": "agency.deviceCount",
      "kind": "number"
    }
  ],
  "filters": [
    {
      "name": "name",
      "labelKey": "agency.name",
      "kind": "text",
      "maxLength": 50
    },
    {
      "name": "contact",
      "labelKey": "agency.contact",
      "kind": "text",
      "maxLength": 20
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "name"
    ],
    "defaultSort": {
      "field": "id",
      "order": "ascend"
    },
    "filters": [
      "name",
      "contact"
    ]
  },
  "detail": [
    {
      "key": "id",
      "labelKey": "agency.id"
    },
    {
      "key": "name",
      "labelKey": "agency.name"
    },
    {
      "key": "contact",
      "labelKey": "agency.contact"
    },
    {
      "key": "deviceCount",
      "labelKey": "agency.deviceCount",
      "kind": "number"
    }
  ],
  "fields": [
    {
      "name": "name",
      "labelKey": "agency.name",
      "kind": "text",
      "required": true,
      "maxLength": 50
    },
    {
      "name": "contact",
      "labelKey": "agency.contact",
      "kind": "text",
      "maxLength": 20
    }
  ]
};

const INSTITUTION_LEVELS = ["PROVINCE", "CITY", "REGION", "UNIT"] as const;

const YES_NO = ["true", "false"] as const;

/** §3 Institution (/institution/list; the detail page /institution/list/:id/<tab>). */
export const institutions = defineResource({
  name: "institutions", permission: "institutionList", titleKey: "menu.institutionList", basePath: "/institution/list", prefix: "institution",
  labelKey: "name", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    id: { column: true, sortable: true },
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    nameEn: { field: "text", maxLength: 100 },
    level: { column: true, sortable: true, values: INSTITUTION_LEVELS, filter: "select", field: "select", required: true },
    parentId: { detail: false, filter: "select", dynamic: true, field: "select" },
    parentName: { column: true },
    cityId: { detail: false, filter: "select", dynamic: true, field: "select", required: true },
    cityName: { column: true },
    address: { column: true, kind: "ellipsis", filter: "text", maxLength: 100, field: "text" },
    contact: { column: true, field: "text", maxLength: 20 },
    phone: { column: true, field: "text", maxLength: 11 },
    icon: { detail: false, field: "file", accept: ".jpg,.jpeg,.gif,.png,.svg,.webp", descriptionKey: "cfgCommon.imageHint" },
    packageId: { detail: false, filter: "select", dynamic: true, field: "select" },
    packageName: {},
    inspectionReportService: { values: YES_NO, filter: "select", field: "checkbox" },
    callForHelpCode: { filter: "text", maxLength: 20, field: "text", descriptionKey: "institution.callForHelpCodeHint" },
    childCount: { column: true, kind: "number" },
    deviceCount: { column: true, kind: "number" },
  },
});

/** The detail page's tabs (§2: admin info, child institutions, devices, volunteers, packages, service config, inform-volunteer, inspection records, call-for-help codes). */
export const INSTITUTION_TABS = ["admins", "children", "devices", "volunteers", "packages", "service", "inform", "inspections", "help-codes"] as const;

export type InstitutionTab = (typeof INSTITUTION_TABS)[number];

/** An institution's or agency's administrators: the console users placed there or holding a role tied to it. */
export const orgAdmins = defineResource({
  name: "orgAdmins", permission: "institutionList", titleKey: "institution.tab.admins", basePath: "/institution/list", prefix: "institutionAdmin",
  defaultSort: { field: "id", order: "ascend" },
  attrs: {
    username: { column: true, filter: "text", maxLength: 20 },
    name: { column: true },
    phoneNumber: { column: true },
    roleName: { column: true },
    active: { column: true, values: YES_NO },
    lastLoginDate: { column: true, kind: "datetime" },
  },
});

/** The volunteers guarding an institution's devices. */
export const institutionVolunteers = defineResource({
  name: "institutionVolunteers", permission: "institutionList", titleKey: "institution.tab.volunteers", basePath: "/institution/list", prefix: "institutionVolunteer",
  defaultSort: { field: "deviceCount", order: "descend" },
  attrs: {
    name: { column: true, filter: "text", maxLength: 20 },
    phoneNumber: { column: true, filter: "text", maxLength: 11 },
    certificateState: { column: true, values: ["VALID", "INVALID"] },
    deviceCount: { column: true, kind: "number", sortable: true },
    since: { column: true, kind: "datetime", sortable: true },
  },
});

/** The service packages of an institution's devices. */
export const institutionPackages = defineResource({
  name: "institutionPackages", permission: "institutionList", titleKey: "institution.tab.packages", basePath: "/institution/list", prefix: "institutionPackage",
  defaultSort: { field: "deviceCount", order: "descend" },
  attrs: {
    name: { column: true },
    years: { column: true, kind: "number" },
    deviceCount: { column: true, kind: "number", sortable: true },
    validCount: { column: true, kind: "number" },
    firstExpiry: { column: true, kind: "date", sortable: true },
  },
});

/** Call-for-help codes: one per device of the institution (the code on its cabinet starts a one-click call). */
export const institutionHelpCodes = defineResource({
  name: "institutionHelpCodes", permission: "institutionList", titleKey: "institution.tab.help-codes", basePath: "/institution/list", prefix: "institutionHelpCode",
  defaultSort: { field: "sn", order: "ascend" },
  attrs: {
    code: { column: true },
    sn: { column: true, sortable: true, filter: "text", maxLength: 32 },
    address: { column: true, kind: "ellipsis" },
    callCount: { column: true, kind: "number", sortable: true },
  },
});

/** An institution's own lists that reuse other screens' declarations, narrowed to what the record does not fix. */
export const institutionChildren = narrowResource(institutions, "institutionChildren", ["name", "level"]);

/** A device list inside an institution or agency page: the fleet's columns and its state filters. */
export function devicesWithin(name: string) {
  return narrowResource(devices, name, ["sn", "ready", "networkState", "deviceState"]);
}

export const institutionDevices = devicesWithin("institutionDevices");

export const institutionInspections = narrowResource(inspectionReports, "institutionInspections", ["sendState", "inspectionCycle"]);

/** The agency page's tabs (§2: admin info, related devices). */
export const AGENCY_TABS = ["admins", "devices"] as const;

export type AgencyTab = (typeof AGENCY_TABS)[number];

export const agencyDevices = devicesWithin("agencyDevices");
