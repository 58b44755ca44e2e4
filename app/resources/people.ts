import { defineResource, narrowResource } from "~/engine/define-resource";
import type { ResourceDef, Tone } from "~/engine/types";
import { helpCalls, responseTones } from "./solutions";
import { volunteerCertificates } from "./volunteer-certificates";

/** §3 Volunteer (/volunteer/list). */
export const volunteers: ResourceDef = {
  "name": "volunteers",
  "permission": "volunteerList",
  "titleKey": "menu.volunteerList",
  "basePath": "/volunteer/list",
  "idKey": "id",
  "labelKey": "firstName",
  "columns": [
    {
      "key": "firstName",
      "labelKey": "volunteer.firstName",
      "sortable": true
    },
    {
      "key": "gender",
      "labelKey": "volunteer.gender",
      "kind": "enum",
      "enumKey": "volunteer.genderValues"
    },
    {
      "key": "phoneNumber",
      "labelKey": "volunteer.phoneNumber"
    },
    {
      "key": "cityName",
      "labelKey": "volunteer.cityName"
    },
    {
      "key": "address",
      "labelKey": "volunteer.address",
      "kind": "ellipsis"
    },
    {
      "key": "certificateState",
      "labelKey": "volunteer.certificateState",
      "kind": "enum",
      "enumKey": "volunteer.certificateStateValues",
      "tones": {
        "VALID": "green",
        "INVALID": "gray"
      },
      "sortable": true
    },
    {
      "key": "certificateCount",
      "labelKey": "volunteer.certificateCount",
      "kind": "number"
    },
    {
      "key": "rewardPoints",
      "labelKey": "volunteer.rewardPoints",
      "kind": "number",
      "sortable": true
    },
    {
      "key": "createdDate",
      "labelKey": "volunteer.createdDate",
      "kind": "datetime",
      "sortable": true
    }
  ],
  "filters": [
    {
      "name": "firstName",
      "labelKey": "volunteer.firstName",
      "kind": "text",
      "maxLength": 20
    },
    {
      "name": "gender",
      "labelKey": "volunteer.gender",
      "kind": "select",
      "options": [
        "MALE",
        "FEMALE",
        "UNKNOWN"
      ],
      "enumKey": "volunteer.genderValues"
    },
    {
      "name": "phoneNumber",
      "labelKey": "volunteer.phoneNumber",
      "kind": "text",
      "maxLength": 11
    },
    {
      "name": "cityId",
      "labelKey": "volunteer.cityId",
      "kind": "select",
      "dynamic": true
    },
    {
      "name": "certificateState",
      "labelKey": "volunteer.certificateState",
      "kind": "select",
      "options": [
        "VALID",
        "INVALID"
      ],
      "enumKey": "volunteer.certificateStateValues"
    },
    {
      "name": "createdDateBegin",
      "endName": "createdDateEnd",
      "labelKey": "volunteer.createdDate",
      "kind": "datetime-range"
    }
  ],
  "listSpec": {
    "sortFields": [
      "id",
      "firstName",
      "certificateState",
      "rewardPoints",
      "createdDate"
    ],
    "defaultSort": {
      "field": "createdDate",
      "order": "descend"
    },
    "filters": [
      "firstName",
      "gender",
      "phoneNumber",
      "cityId",
      "certificateState",
      "createdDateBegin",
      "createdDateEnd"
    ]
  },
  "detail": [
    {
      "key": "firstName",
      "labelKey": "volunteer.firstName"
    },
    {
      "key": "lastName",
      "labelKey": "volunteer.lastName"
    },
    {
      "key": "nickName",
      "labelKey": "volunteer.nickName"
    },
    {
      "key": "gender",
      "labelKey": "volunteer.gender",
      "kind": "enum",
      "enumKey": "volunteer.genderValues"
    },
    {
      "key": "phoneNumber",
      "labelKey": "volunteer.phoneNumber"
    },
    {
      "key": "email",
      "labelKey": "volunteer.email"
    },
    {
      "key": "cityName",
      "labelKey": "volunteer.cityName"
    },
    {
      "key": "address",
      "labelKey": "volunteer.address",
      "kind": "ellipsis"
    },
    {
      "key": "certificateState",
      "labelKey": "volunteer.certificateState",
      "kind": "enum",
      "enumKey": "volunteer.certificateStateValues",
      "tones": {
        "VALID": "green",
        "INVALID": "gray"
      }
    },
    {
      "key": "certificateCount",
      "labelKey": "volunteer.certificateCount",
      "kind": "number"
    },
    {
      "key": "rewardPoints",
      "labelKey": "volunteer.rewardPoints",
      "kind": "number"
    },
    {
      "key": "birthDate",
      "labelKey": "volunteer.birthDate",
      "kind": "date"
    },
    {
      "key": "receiveHelpWeekOption",
      "labelKey": "volunteer.receiveHelpWeekOption",
      "kind": "enum",
      "enumKey": "volunteer.receiveHelpWeekOptionValues"
    },
    {
      "key": "receiveHelpTimeBegin",
      "labelKey": "volunteer.receiveHelpTimeBegin"
    },
    {
      "key": "receiveHelpTimeEnd",
      "labelKey": "volunteer.receiveHelpTimeEnd"
    },
    {
      "key": "createdDate",
      "labelKey": "volunteer.createdDate",
      "kind": "datetime"
    },
    {
      "key": "description",
      "labelKey": "volunteer.description"
    }
  ],
  "fields": [
    {
      "name": "firstName",
      "labelKey": "volunteer.firstName",
      "kind": "text",
      "required": true,
      "maxLength": 20
    },
    {
      "name": "lastName",
      "labelKey": "volunteer.lastName",
      "kind": "text",
      "maxLength": 20
    },
    {
      "name": "nickName",
      "labelKey": "volunteer.nickName",
      "kind": "text",
      "maxLength": 30
    },
    {
      "name": "gender",
      "labelKey": "volunteer.gender",
      "kind": "select",
      "options": [
        "MALE",
        "FEMALE",
        "UNKNOWN"
      ],
      "enumKey": "volunteer.genderValues",
      "required": true
    },
    {
      "name": "phoneNumber",
      "labelKey": "volunteer.phoneNumber",
      "kind": "text",
      "required": true,
      "maxLength": 11
    },
    {
      "name": "email",
      "labelKey": "volunteer.email",
      "kind": "text",
      "maxLength": 100
    },
    {
      "name": "cityId",
      "labelKey": "volunteer.cityId",
      "kind": "select",
      "dynamic": true
    },
    {
      "name": "address",
      "labelKey": "volunteer.address",
      "kind": "text",
      "maxLength": 100
    },
    {
      "name": "birthDate",
      "labelKey": "volunteer.birthDate",
      "kind": "date"
    },
    {
      "name": "receiveHelpWeekOption",
      "labelKey": "volunteer.receiveHelpWeekOption",
      "kind": "select",
      "options": [
        "WEEKDAY",
        "WEEKEND",
        "ALL_WEEK"
      ],
      "enumKey": "volunteer.receiveHelpWeekOptionValues"
    },
    {
      "name": "receiveHelpTimeBegin",
      "labelKey": "volunteer.receiveHelpTimeBegin",
      "kind": "time"
    },
    {
      "name": "receiveHelpTimeEnd",
      "labelKey": "volunteer.receiveHelpTimeEnd",
      "kind": "time"
    },
    {
      "name": "description",
      "labelKey": "volunteer.description",
      "kind": "textarea",
      "maxLength": 200
    }
  ]
};

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

/** The calls for help a volunteer made (the one-click help records of this caller). */
export const volunteerCalls = narrowResource(helpCalls, "volunteerCalls", ["state", "callForHelpDateBegin"]);

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

/** §3 volunteer exam record: a game or paper exam and its score. */
export const volunteerExams = defineResource({
  name: "volunteerExams", permission: "volunteerList", titleKey: "volunteerTab.study-exams", basePath: "/volunteer/list", prefix: "volunteerExam",
  defaultSort: { field: "createdDate", order: "descend" },
  attrs: {
    createdDate: { column: true, kind: "datetime", sortable: true, filter: "range" },
    examType: { column: true, values: ["GAME", "PAPER"], filter: "select" },
    score: { column: true, kind: "number", sortable: true },
  },
});

/** §3 learning record: what a volunteer studied, online or offline. */
export const volunteerLearning = defineResource({
  name: "volunteerLearning", permission: "volunteerList", titleKey: "volunteerTab.study-learning", basePath: "/volunteer/list", prefix: "volunteerLearning",
  defaultSort: { field: "createdDate", order: "descend" },
  attrs: {
    createdDate: { column: true, kind: "datetime", sortable: true, filter: "range" },
    title: { column: true },
    studyType: { column: true, values: ["ONLINE", "OFFLINE"], filter: "select" },
  },
});
