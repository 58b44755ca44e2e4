import type { CrudConfig } from "~/engine/crud.server";
import type { PlatformContext } from "~/platform/client.server";
import { listAgencyOptions, listCityOptions } from "~/platform/devices.server";
import * as platform from "~/platform/solutions.server";
import { formToBody } from "./schema-helpers";
import * as forms from "./solutions-forms";
import * as res from "./solutions";

const cityOptions = async (ctx: PlatformContext) => ({ cityId: await listCityOptions(ctx) });

/** Events as choices, newest first (the guard lists' event filter and field). */
async function competitionOptions(ctx: PlatformContext) {
  const { rows } = await platform.competitionCalls.list(ctx, { pageNo: 1, pageSize: 100, sortField: "startTime", sortOrder: "descend", filters: {} });
  return { competitionId: rows.map((row) => ({ value: String(row.id), label: row.name ?? String(row.id) })) };
}

export const helpCallsCrud: CrudConfig<platform.HelpCall> = { resource: res.helpCalls, calls: platform.helpCallCalls, filterOptions: cityOptions };
export const helpDevicesCrud: CrudConfig<unknown> = { resource: res.helpDevices, calls: platform.helpDeviceSupportCalls, filterOptions: cityOptions };
export const helpVolunteersCrud: CrudConfig<unknown> = { resource: res.helpVolunteers, calls: platform.helpVolunteerSupportCalls, filterOptions: cityOptions };

export const eventsCrud: CrudConfig<platform.Competition> = {
  resource: res.events,
  calls: platform.competitionCalls,
  schema: forms.eventsSchema,
  toBody: (value) => formToBody(value, [], ["cityId"]),
  fieldOptions: cityOptions,
  filterOptions: cityOptions,
};

export const eventDevicesCrud: CrudConfig<unknown> = {
  resource: res.eventDevices,
  calls: platform.competitionDeviceCalls,
  schema: forms.eventDevicesSchema,
  toBody: (value) => formToBody(value, [], ["competitionId"]),
  fieldOptions: competitionOptions,
  filterOptions: competitionOptions,
};

export const eventVolunteersCrud: CrudConfig<unknown> = {
  resource: res.eventVolunteers,
  calls: platform.competitionVolunteerCalls,
  schema: forms.eventVolunteersSchema,
  toBody: (value) => formToBody(value, [], ["competitionId"]),
  fieldOptions: competitionOptions,
  filterOptions: competitionOptions,
};

export const balanceConfigsCrud: CrudConfig<platform.BalanceConfig> = {
  resource: res.balanceConfigs,
  calls: platform.balanceConfigCalls,
  schema: forms.balanceConfigsSchema,
  toBody: (value) => formToBody(value, [], ["maxDeviceCount"]),
  filterOptions: async (ctx) => ({ agencyId: await listAgencyOptions(ctx) }),
};
