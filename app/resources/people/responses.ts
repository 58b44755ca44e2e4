import { defineResource } from "~/engine/define-resource";
import { responseTones } from "../solutions";

/** §3 help response: how a volunteer answered the calls they were notified of. */
export const volunteerResponses = defineResource({
  name: "volunteerResponses", permission: "volunteerList", titleKey: "volunteerTab.rescue-responses", basePath: "/volunteer/list", prefix: "volunteerResponse",
  defaultSort: { field: "callForHelpTime", order: "descend" },
  attrs: {
    callForHelpTime: { column: true, kind: "datetime", sortable: true, filter: "range" },
    address: { column: true, kind: "ellipsis" },
    helpSeekedVolunteerResponseType: { column: true, values: ["ACCEPTED", "REFUSED", "UNHANDLED"], tones: responseTones, filter: "select" },
    responseTime: { column: true, kind: "datetime" },
    distance: { column: true, kind: "number", sortable: true },
  },
});
