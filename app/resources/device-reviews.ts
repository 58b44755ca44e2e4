import type { ColumnDef, ResourceDef } from "~/engine/types";

export const REVIEW_TYPES = ["NEW_DEVICE", "INFO_CHANGE", "RELOCATION"] as const;

export const CHECK_STATES = ["UNCHECKED", "CHECKED"] as const;

const checkTones = { UNCHECKED: "orange", CHECKED: "green" } as const;

const column = (key: string, rest: Partial<ColumnDef> = {}): ColumnDef => ({ key, labelKey: `deviceReview.${key}`, ...rest });

const reviewType = column("reviewType", { kind: "enum", enumKey: "periphEnums.reviewType", tones: {} });

const checkState = column("checkState", { kind: "enum", enumKey: "periphEnums.checkState", tones: checkTones });

/** Device reviews (§2 'device review list with a pass modal', §4 'a device review can be checked'). */
export const deviceReviews: ResourceDef = {
  name: "deviceReviews",
  permission: "deviceReview",
  titleKey: "menu.deviceReview",
  basePath: "/device/review",
  idKey: "id",
  labelKey: "deviceSn",
  columns: [
    column("id", { sortable: true }),
    column("deviceSn"),
    column("brand"),
    column("model"),
    column("institutionName"),
    reviewType,
    column("applicant"),
    column("phoneNumber"),
    checkState,
    column("createdDate", { kind: "datetime", sortable: true }),
    column("checkedDate", { kind: "datetime", sortable: true }),
  ],
  filters: [
    { name: "checkState", labelKey: "deviceReview.checkState", kind: "select", options: CHECK_STATES, enumKey: "periphEnums.checkState" },
    { name: "reviewType", labelKey: "deviceReview.reviewType", kind: "select", options: REVIEW_TYPES, enumKey: "periphEnums.reviewType" },
    { name: "deviceSn", labelKey: "deviceReview.deviceSn", kind: "text", maxLength: 30 },
    { name: "institutionName", labelKey: "deviceReview.institutionName", kind: "text", maxLength: 50 },
  ],
  listSpec: {
    sortFields: ["id", "createdDate", "checkedDate"],
    defaultSort: { field: "createdDate", order: "descend" },
    filters: ["checkState", "reviewType", "deviceSn", "institutionName"],
  },
  detail: [
    column("deviceSn"),
    column("brand"),
    column("model"),
    column("institutionName"),
    reviewType,
    column("content"),
    column("applicant"),
    column("phoneNumber"),
    column("createdDate", { kind: "datetime" }),
    checkState,
  ],
};
