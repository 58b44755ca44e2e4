import { defineResource, narrowResource } from "~/engine/define-resource";
import { imageUpload, ON_OFF } from "../attrs";
import { inspectionReports } from "../operations";
import { devicesWithin } from "./devices-within";

const INSTITUTION_LEVELS = ["PROVINCE", "CITY", "REGION", "UNIT"] as const;

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
    icon: imageUpload,
    packageId: { detail: false, filter: "select", dynamic: true, field: "select" },
    packageName: {},
    inspectionReportService: { values: ON_OFF, filter: "select", field: "checkbox" },
    callForHelpCode: { filter: "text", maxLength: 20, field: "text", descriptionKey: "institution.callForHelpCodeHint" },
    childCount: { column: true, kind: "number" },
    deviceCount: { column: true, kind: "number" },
  },
});

/** The detail page's tabs (§2: admin info, child institutions, devices, volunteers, packages, service config, inform-volunteer, inspection records, call-for-help codes). */
export const INSTITUTION_TABS = ["admins", "children", "devices", "volunteers", "packages", "service", "inform", "inspections", "help-codes"] as const;

export type InstitutionTab = (typeof INSTITUTION_TABS)[number];

/** An institution's own lists that reuse other screens' declarations, narrowed to what the record does not fix. */
export const institutionChildren = narrowResource(institutions, "institutionChildren", ["name", "level"]);

export const institutionDevices = devicesWithin("institutionDevices");

export const institutionInspections = narrowResource(inspectionReports, "institutionInspections", ["sendState", "inspectionCycle"]);
