import type { CrudConfig } from "~/engine/crud.server";
import * as platform from "~/platform/people.server";
import { formToBody } from "./schema-helpers";
import * as forms from "./people-forms";
import * as res from "./people";
import { listCityOptions } from "~/platform/devices.server";
import type { PlatformContext } from "~/platform/client.server";

const cityOptions = async (ctx: PlatformContext) => ({ cityId: await listCityOptions(ctx) });

export const volunteersCrud: CrudConfig<platform.Volunteer> = {
  resource: res.volunteers,
  calls: platform.volunteersCalls,
  schema: forms.volunteersSchema,
  toBody: (value) => formToBody(value, [], ["cityId"]),
  fieldOptions: cityOptions,
  filterOptions: cityOptions,
};

/** A volunteer's honors, added and deleted on the volunteer's page; an honor of another volunteer is a 404 there. */
export const volunteerHonorCrud = (volunteerId: string): CrudConfig<platform.VolunteerHonor> => ({
  resource: res.honorsOf(volunteerId),
  calls: platform.volunteerHonorCalls,
  schema: forms.volunteerHonorSchema,
  toBody: (value) => ({ ...formToBody(value, [], []), volunteerId: Number(volunteerId) }),
  redirectTo: () => `${res.volunteers.basePath}/${volunteerId}/honors`,
  owner: { field: "volunteerId", id: volunteerId },
});
