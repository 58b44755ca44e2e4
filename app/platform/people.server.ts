import { z } from "zod";
import { tableCalls } from "./table.server";

const id = z.union([z.number(), z.string()]);
const text = z.string().nullish();
const num = z.number().nullish();
const flag = z.boolean().nullish();
const audit = { createdDate: text, lastModifiedBy: text, lastModifiedDate: text };

export const volunteersRowSchema = z.object({ id, latestLatitude: num, latestLongitude: num, invalidDate: text, deviceCount: num, firstName: text, lastName: text, nickName: text, gender: text, phoneNumber: text, email: text, cityId: id.nullish(), cityName: text, address: text, certificateState: text, certificateCount: num, rewardPoints: num, birthDate: text, receiveHelpWeekOption: text, receiveHelpTimeBegin: text, receiveHelpTimeEnd: text, createdDate: text, description: text });
export type Volunteer = z.infer<typeof volunteersRowSchema>;
export const volunteersCalls = tableCalls("volunteers", volunteersRowSchema);

/** A volunteer's own records (§3 honor info, reward points, exam and learning records), each listed by volunteerId. */
export const volunteerHonorSchema = z.object({ id, volunteerId: id.nullish(), honorContent: text, obtainedDate: text, createdDate: text });
export type VolunteerHonor = z.infer<typeof volunteerHonorSchema>;
export const volunteerHonorCalls = tableCalls("volunteer-honor-infos", volunteerHonorSchema);
export const rewardPointsSchema = z.object({ id, volunteerId: id.nullish(), event: text, rewardPoints: num, runningTotal: num, createdDate: text, description: text });
export const rewardPointsCalls = tableCalls("reward-points-records", rewardPointsSchema);
export const volunteerExamSchema = z.object({ id, volunteerId: id.nullish(), examType: text, score: num, createdDate: text });
export const volunteerExamCalls = tableCalls("volunteer-exam-records", volunteerExamSchema);
export const volunteerLearningSchema = z.object({ id, volunteerId: id.nullish(), learningDataId: id.nullish(), title: text, studyType: text, createdDate: text });
export const volunteerLearningCalls = tableCalls("volunteer-learning-records", volunteerLearningSchema);

/** Global config (§2): one settings row. */
export const globalConfigSchema = z.object({
  id, platformName: text, platformNameEn: text, staleDeviceHours: num, selfTestOverdueHours: num, expiryWarningDays: num, supportPhone: text,
  supportEmail: text, inspectionReportDay: num, ...audit,
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;
export const globalConfigCalls = tableCalls("global-configs", globalConfigSchema);
