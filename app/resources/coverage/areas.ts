import { defineResource } from "~/engine/define-resource";
import { sortableNumber as share } from "../attrs";

/**
 * Calls covered per district (per city over the whole country) on /device/coverage: the table sorted and exported
 * like any list, computed by the console (rows keyed by area), its URL params those of the analysis form.
 */
export const coverageAreas = defineResource({
  name: "deviceCoverage", permission: "deviceCoverage", titleKey: "coverage.areaTable", basePath: "/device/coverage", prefix: "coverage.columns",
  idKey: "key", sortById: false, defaultSort: { field: "calls", order: "descend" }, readOnly: true, detail: false,
  attrs: {
    areaName: { labelKey: "coverage.columns.area", column: true, sortable: true },
    calls: share, readyCovered: share, readyShare: share, anyCovered: share, anyShare: share, gap: share, devices: share, readyDevices: share,
  },
  extraFilterParams: ["cityId", "regionId", "radius", "days"],
});
