// Organisations (§2 agency and institution management, §3 Agency and Institution): the fleet's own agencies and
// institutions (devices.ts creates and seeds them, devices point at them) become editable with the table kit.
import { defineArea, defineTable } from "./table.js";

/** §3 agency: name and contact; an agency devices still point at is not deleted. */
export const agencies = defineTable({
  table: "agencies",
  path: "agencies",
  mark: "agencyList",
  entityType: "OTHER",
  fields: {
    name: { type: "text", required: true, max: 50, unique: true, filter: "contains", sortable: true },
    contact: { type: "text", max: 20, filter: "contains" },
  },
  computed: { deviceCount: "SELECT COUNT(*) FROM devices d WHERE d.agencyId = agencies.id" },
  defaultSort: { field: "id", order: "ascend" },
  referencedBy: [{ table: "devices", column: "agencyId" }],
});

/** §3 institution: name, level, parent, area, address, contact, phone, package. */
export const institutions = defineTable({
  table: "institutions",
  path: "institutions",
  mark: "institutionList",
  entityType: "OTHER",
  fields: {
    name: { type: "text", required: true, max: 50, unique: true, filter: "contains", sortable: true },
    nameEn: { type: "text", max: 100 },
    level: { type: "enum", values: ["PROVINCE", "CITY", "REGION", "UNIT"], required: true, filter: "eq", sortable: true },
    parentId: { type: "ref", ref: "institutions", filter: "eq" },
    cityId: { type: "ref", ref: "districts", required: true, filter: "eq" },
    address: { type: "text", max: 100, filter: "contains" },
    contact: { type: "text", max: 20 },
    phone: { type: "text", format: "phone" },
    packageId: { type: "ref", ref: "service_packages" },
  },
  computed: {
    parentName: "SELECT p.name FROM institutions p WHERE p.id = institutions.parentId",
    cityName: "SELECT c.name FROM districts c WHERE c.id = institutions.cityId",
    packageName: "SELECT s.name FROM service_packages s WHERE s.id = institutions.packageId",
    deviceCount: "SELECT COUNT(*) FROM devices d WHERE d.institutionId = institutions.id",
  },
  defaultSort: { field: "id", order: "ascend" },
  referencedBy: [{ table: "devices", column: "institutionId" }, { table: "institutions", column: "parentId" }],
});

export const orgArea = defineArea({ name: "org", tables: [agencies, institutions] });
