import { defineResource } from "~/engine/define-resource";
import type { ResourceDef } from "~/engine/types";

/** §3 honor info, added and deleted on the volunteer's page. */
export const volunteerHonors = defineResource({
  name: "volunteerHonors", permission: "volunteerList", titleKey: "volunteerTab.honors", basePath: "/volunteer/list", prefix: "volunteerHonor",
  labelKey: "honorContent", defaultSort: { field: "obtainedDate", order: "descend" },
  attrs: {
    honorContent: { column: true, filter: "text", maxLength: 100, field: "text", required: true },
    obtainedDate: { column: true, kind: "date", sortable: true, field: "date", required: true },
    createdDate: { column: true, kind: "datetime", sortable: true },
  },
});

/** The honors list on one volunteer's page (its modals sit under it). */
export const honorsOf = (volunteerId: string): ResourceDef => ({ ...volunteerHonors, basePath: `/volunteer/list/${volunteerId}/honors` });
