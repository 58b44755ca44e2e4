import { z } from "zod";
import { tableCalls } from "./table.server";

const id = z.union([z.number(), z.string()]);
const text = z.string().nullish();
const num = z.number().nullish();
const flag = z.boolean().nullish();
const audit = { createdDate: text, lastModifiedBy: text, lastModifiedDate: text };

export const areasRowSchema = z.object({ id, code: text, name: text, nameEn: text, level: text, parentId: id.nullish(), parentName: text, lat: num, lng: num });
export type Area = z.infer<typeof areasRowSchema>;
export const areasCalls = tableCalls("areas", areasRowSchema);

export const brandsRowSchema = z.object({ id, name: text, nameEn: text, logo: text, modelCount: num, deviceCount: num });
export type Brand = z.infer<typeof brandsRowSchema>;
export const brandsCalls = tableCalls("device-brands", brandsRowSchema);

export const packagesRowSchema = z.object({ id, name: text, nameEn: text, years: num, deviceCount: num });
export type Package = z.infer<typeof packagesRowSchema>;
export const packagesCalls = tableCalls("service-packages", packagesRowSchema);

export const serviceItemsRowSchema = z.object({ id, name: text, key: text, parentId: id.nullish(), parentName: text, childCount: num, orderNo: num, description: text, ...audit });
export type ServiceItem = z.infer<typeof serviceItemsRowSchema>;
export const serviceItemsCalls = tableCalls("services", serviceItemsRowSchema);

export const messageEventsRowSchema = z.object({ id, name: text, code: text, entity: text, timedType: text, level: text, smsTemplate: text, vmsTemplate: text, emailTemplate: text, contentTemplate: text, ...audit });
export type MessageEvent = z.infer<typeof messageEventsRowSchema>;
export const messageEventsCalls = tableCalls("entity-events", messageEventsRowSchema);

export const operationLogsRowSchema = z.object({ id, createdDate: text, operator: text, action: text, entityType: text, entity: text, entityId: id.nullish(), source: text, reason: text });
export type OperationLog = z.infer<typeof operationLogsRowSchema>;
export const operationLogsCalls = tableCalls("operation-logs", operationLogsRowSchema);

export const runLogsRowSchema = z.object({ id, createdDate: text, level: text, service: text, message: text, host: text });
export type RunLog = z.infer<typeof runLogsRowSchema>;
export const runLogsCalls = tableCalls("run-logs", runLogsRowSchema);

export const pushAccountsRowSchema = z.object({ id, username: text, type: text, protocol: text, url: text, passwordSet: flag, certificatePathSet: flag, innerService: flag, enabled: flag, includeSubInstitutions: flag, pushSelfTest: flag, pushEvents: flag, ...audit });
export type PushAccount = z.infer<typeof pushAccountsRowSchema>;
export const pushAccountsCalls = tableCalls("push-accounts", pushAccountsRowSchema);

export const mqAccountsRowSchema = z.object({ id, username: text, passwordSet: flag, queue: text, exchange: text, virtualHost: text, routeKey: text, ...audit });
export type MqAccount = z.infer<typeof mqAccountsRowSchema>;
export const mqAccountsCalls = tableCalls("mq-accounts", mqAccountsRowSchema);

export const externalInterfacesRowSchema = z.object({ id, name: text, kind: text, appKey: text, appSecretSet: flag, url: text, enabled: flag, description: text, ...audit });
export type ExternalInterface = z.infer<typeof externalInterfacesRowSchema>;
export const externalInterfacesCalls = tableCalls("external-interfaces", externalInterfacesRowSchema);

export const vipCardsRowSchema = z.object({ id, serialNumber: text, secretSet: flag, boundPersonCount: num, accountCount: num, systemName: text, systemNameEn: text, systemTheme: text, expiryDate: text, ...audit });
export type VipCard = z.infer<typeof vipCardsRowSchema>;
export const vipCardsCalls = tableCalls("vip-cards", vipCardsRowSchema);

/** Global config (§2): one settings row. */
export const globalConfigSchema = z.object({
  id, platformName: text, platformNameEn: text, staleDeviceHours: num, selfTestOverdueHours: num, expiryWarningDays: num, supportPhone: text,
  supportEmail: text, inspectionReportDay: num, ...audit,
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;
export const globalConfigCalls = tableCalls("global-configs", globalConfigSchema);
