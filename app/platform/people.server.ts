import { z } from "zod";
import { tableCalls } from "./table.server";

const id = z.union([z.number(), z.string()]);
const text = z.string().nullish();
const num = z.number().nullish();
const flag = z.boolean().nullish();
const audit = { createdDate: text, lastModifiedBy: text, lastModifiedDate: text };

export const volunteersRowSchema = z.object({ id, firstName: text, lastName: text, nickName: text, gender: text, phoneNumber: text, email: text, cityId: id.nullish(), cityName: text, address: text, certificateState: text, certificateCount: num, rewardPoints: num, birthDate: text, receiveHelpWeekOption: text, receiveHelpTimeBegin: text, receiveHelpTimeEnd: text, createdDate: text, description: text });
export type Volunteer = z.infer<typeof volunteersRowSchema>;
export const volunteersCalls = tableCalls("volunteers", volunteersRowSchema);

/** Global config (§2): one settings row. */
export const globalConfigSchema = z.object({
  id, platformName: text, platformNameEn: text, staleDeviceHours: num, selfTestOverdueHours: num, expiryWarningDays: num, supportPhone: text,
  supportEmail: text, inspectionReportDay: num, ...audit,
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;
export const globalConfigCalls = tableCalls("global-configs", globalConfigSchema);
