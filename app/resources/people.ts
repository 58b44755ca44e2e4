import * as z from "zod/mini";
import type { ResourceDef, Tone } from "~/engine/types";
import { msg } from "~/i18n/messages";
import { isHttpUrl } from "~/lib/validators";
import { intIn, numberIn, optionalChecked, optionalText, requiredText } from "./schema-helpers";

/** A whole number in [min, max] typed into a form (kept as text until it is valid). */
const optionalId = z.optional(z.string().check(z.regex(/^\d{1,18}$/)));

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
      "key": "cityId",
      "labelKey": "volunteer.cityId"
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
export const volunteersSchema = z.object({
  firstName: requiredText(20),
  lastName: optionalText(20),
  nickName: optionalText(30),
  gender: z.enum(["MALE", "FEMALE", "UNKNOWN"], { error: "validation.required" }),
  phoneNumber: optionalChecked(11, (v) => /^1\d{10}$/.test(v), "validation.phone"),
  email: optionalChecked(100, (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "validation.email"),
  cityId: optionalId,
  address: optionalText(100),
  birthDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "cfgCommon.date"))),
  receiveHelpWeekOption: z.optional(z.enum(["WEEKDAY", "WEEKEND", "ALL_WEEK"])),
  receiveHelpTimeBegin: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "cfgCommon.time"))),
  receiveHelpTimeEnd: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "cfgCommon.time"))),
  description: optionalText(200),
});
