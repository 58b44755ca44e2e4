import { defineResource } from "~/engine/define-resource";
import type { Tone } from "~/engine/types";

const POINT_EVENTS = ["STUDY", "EXAM", "CALL_FOR_HELP", "HELP", "CONSUME"] as const;

const pointTones: Record<string, Tone> = { STUDY: "blue", EXAM: "blue", CALL_FOR_HELP: "orange", HELP: "green", CONSUME: "red" };

/** §3 reward points record: every event, spending as negative points, and the balance after each. */
export const volunteerPoints = defineResource({
  name: "volunteerPoints", permission: "volunteerList", titleKey: "volunteerTab.points", basePath: "/volunteer/list", prefix: "volunteerPoints",
  defaultSort: { field: "createdDate", order: "descend" },
  attrs: {
    createdDate: { column: true, kind: "datetime", sortable: true, filter: "range" },
    event: { column: true, values: POINT_EVENTS, tones: pointTones, filter: "select" },
    rewardPoints: { column: true, kind: "number", sortable: true },
    runningTotal: { column: true, kind: "number" },
    description: { column: true },
  },
});
