/** The form schemas of ./solutions.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { intIn, numberIn, optionalText, requiredDateTime, requiredId, requiredText, startBeforeEnd } from "./schema-helpers";
import { EXECUTE_TYPES } from "./solutions";

export const helpConfigSchema = z.object({
  callDistance: intIn(100, 10_000),
  viewRange: numberIn(0.1, 50),
  receiverLimit: intIn(1, 200),
  rescueDuration: intIn(1, 180),
});

export const eventsSchema = z
  .object({
    name: requiredText(50),
    startTime: requiredDateTime(),
    endTime: requiredDateTime(),
    executeType: z.enum(EXECUTE_TYPES, { error: "validation.required" }),
    cityId: requiredId,
    address: requiredText(100),
    description: optionalText(500),
  })
  .check(startBeforeEnd("startTime", "endTime", (v) => v.replace("T", " ")));

export const eventConfigSchema = z.object({
  executeType: z.enum(EXECUTE_TYPES, { error: "validation.required" }),
  guardRadius: intIn(100, 5000),
  volunteersPerDevice: intIn(1, 20),
  reportMinutes: intIn(1, 60),
});

export const eventDevicesSchema = z.object({
  competitionId: z.string({ error: "validation.required" }).check(z.regex(/^\d{1,18}$/, "validation.required")),
  // The event's guarding devices are added by serial number: an empty one is §5's "At least one device is required".
  deviceSn: requiredText(32, "validation.deviceRequired").check(z.regex(/^[A-Za-z0-9-]*$/, "eventDevice.snFormat")),
  post: requiredText(50),
});

export const eventVolunteersSchema = z.object({
  competitionId: z.string({ error: "validation.required" }).check(z.regex(/^\d{1,18}$/, "validation.required")),
  volunteerPhone: requiredText(11).check(z.regex(/^1\d{10}$/, "validation.phone")),
  post: requiredText(50),
});

export const balanceConfigsSchema = z.object({
  maxDeviceCount: intIn(1, 100_000),
  description: optionalText(200),
});
