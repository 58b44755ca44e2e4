import { defineResource } from "~/engine/define-resource";
import { devicesWithin } from "./devices-within";

/** §3 Agency (/agency/list). */
export const agencies = defineResource({
  name: "agencies", permission: "agencyList", titleKey: "menu.agencyList", basePath: "/agency/list", prefix: "agency",
  labelKey: "name", defaultSort: { field: "id", order: "ascend" },
  attrs: {
    id: { column: true, sortable: true },
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    contact: { column: true, filter: "text", field: "text", maxLength: 20 },
    deviceCount: { column: true, kind: "number" },
  },
});

/** The agency page's tabs (§2: admin info, related devices). */
export const AGENCY_TABS = ["admins", "devices"] as const;

export type AgencyTab = (typeof AGENCY_TABS)[number];

export const agencyDevices = devicesWithin("agencyDevices");
