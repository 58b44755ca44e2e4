import { defineResource } from "~/engine/define-resource";

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
