import { defineResource } from "~/engine/define-resource";

const AREA_LEVELS = ["COUNTRY", "STATE", "CITY", "REGION"] as const;

/** §3 Area (/config/area). */
export const areas = defineResource({
  name: "areas", permission: "area", titleKey: "menu.area", basePath: "/config/area", prefix: "cfgArea",
  labelKey: "name", defaultSort: { field: "code", order: "ascend" },
  attrs: {
    code: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 6, descriptionKey: "cfgArea.codeHint" },
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 30 },
    nameEn: { column: true, field: "text", required: true, maxLength: 50 },
    level: { column: true, sortable: true, values: AREA_LEVELS, filter: "select", field: "select", required: true },
    parentId: { filter: "hidden", field: "select", dynamic: true },
    parentName: { column: true },
    lat: { column: true, field: "number" },
    lng: { column: true, field: "number" },
  },
  // The area tree sets the parent: its hidden filter comes first in the filter form.
  order: { filters: ["parentId"] },
});
