import { defineResource, REST } from "~/engine/define-resource";

export const REVIEW_TYPES = ["NEW_DEVICE", "INFO_CHANGE", "RELOCATION"] as const;

export const CHECK_STATES = ["UNCHECKED", "CHECKED"] as const;

/** Device reviews (§2 'device review list with a pass modal', §4 'a device review can be checked'). */
export const deviceReviews = defineResource({
  name: "deviceReviews", permission: "deviceReview", titleKey: "menu.deviceReview", basePath: "/device/review", prefix: "deviceReview",
  enumPrefix: "periphEnums", labelKey: "deviceSn", defaultSort: { field: "createdDate", order: "descend" }, readOnly: true,
  attrs: {
    id: { column: true, sortable: true, detail: false },
    deviceSn: { column: true, filter: "text", maxLength: 30 },
    brand: { column: true },
    model: { column: true },
    institutionName: { column: true, filter: "text", maxLength: 50 },
    reviewType: { column: true, values: REVIEW_TYPES, filter: "select" },
    content: {},
    applicant: { column: true },
    phoneNumber: { column: true },
    checkState: { column: true, values: CHECK_STATES, tones: { UNCHECKED: "orange", CHECKED: "green" }, filter: "select" },
    createdDate: { column: true, kind: "datetime", sortable: true },
    checkedDate: { column: true, kind: "datetime", sortable: true, detail: false },
  },
  order: { filters: ["checkState", "reviewType"], detail: [REST, "checkState"] },
});
