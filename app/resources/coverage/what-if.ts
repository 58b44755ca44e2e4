import { defineResource } from "~/engine/define-resource";
import { sortableNumber as metres } from "../attrs";

/** The one-click help what-if's calls (/solution/help/what-if), one row each: paged and sorted in the URL. */
export const whatIfCalls = defineResource({
  name: "helpWhatIf", permission: "helpSolution", titleKey: "whatIf.callsTitle", basePath: "/solution/help/what-if", prefix: "whatIf.columns",
  sortById: false, defaultSort: { field: "callForHelpDate", order: "descend" }, readOnly: true, detail: false,
  attrs: {
    callForHelpDate: { labelKey: "whatIf.columns.time", column: true, kind: "datetime", sortable: true },
    areaName: { labelKey: "whatIf.columns.area", column: true },
    notified: metres, nearestVolunteer: metres, nearestAed: metres,
  },
  extraFilterParams: ["cityId", "days", "callDistance", "receiverLimit"],
});
