import { defineResource, narrowResource } from "~/engine/define-resource";
import { helpCalls } from "../solutions";
import { volunteerCertificates } from "./certificates";

/** §3 Volunteer (/volunteer/list). */
export const volunteers = defineResource({
  name: "volunteers", permission: "volunteerList", titleKey: "menu.volunteerList", basePath: "/volunteer/list", prefix: "volunteer",
  labelKey: "firstName", defaultSort: { field: "createdDate", order: "descend" },
  attrs: {
    firstName: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 20 },
    lastName: { field: "text", maxLength: 20 },
    nickName: { field: "text", maxLength: 30 },
    gender: { column: true, values: ["MALE", "FEMALE", "UNKNOWN"], filter: "select", field: "select", required: true },
    phoneNumber: { column: true, filter: "text", field: "text", required: true, maxLength: 11 },
    email: { field: "text", maxLength: 100 },
    cityId: { detail: false, filter: "select", dynamic: true, field: "select" },
    cityName: { column: true },
    address: { column: true, kind: "ellipsis", field: "text", maxLength: 100 },
    certificateState: { column: true, values: ["VALID", "INVALID"], sortable: true, tones: { VALID: "green", INVALID: "gray" }, filter: "select" },
    certificateCount: { column: true, kind: "number" },
    rewardPoints: { column: true, kind: "number", sortable: true },
    birthDate: { kind: "date", field: "date" },
    receiveHelpWeekOption: { values: ["WEEKDAY", "WEEKEND", "ALL_WEEK"], field: "select" },
    receiveHelpTimeBegin: { field: "time" },
    receiveHelpTimeEnd: { field: "time" },
    createdDate: { column: true, kind: "datetime", sortable: true, filter: "range" },
    description: { field: "textarea", maxLength: 200 },
  },
});

/**
 * A volunteer's page (§2): its tabs as routes. Rescue and study records each have two sub-lists, reached as tabs of
 * their own and grouped under one top tab (VOLUNTEER_TAB_GROUPS).
 */
export const VOLUNTEER_TABS = ["certificates", "honors", "rescue-info", "points", "rescue-calls", "rescue-responses", "study-exams", "study-learning"] as const;

export type VolunteerTab = (typeof VOLUNTEER_TABS)[number];

export const VOLUNTEER_TAB_GROUPS: Partial<Record<VolunteerTab, readonly VolunteerTab[]>> = {
  "rescue-calls": ["rescue-calls", "rescue-responses"],
  "study-exams": ["study-exams", "study-learning"],
};

/** The certificate review narrowed to one volunteer (its rows open the review's detail with pass and reject). */
export const volunteerCertificatesOf = narrowResource(volunteerCertificates, "volunteerCertificatesOf", ["auditState", "volunteerCertificateType"]);

/** The calls for help a volunteer made (the one-click help records of this caller). */
export const volunteerCalls = narrowResource(helpCalls, "volunteerCalls", ["state", "callForHelpDateBegin"]);
