import type { CrudConfig } from "~/engine/crud.server";
import { listInstitutionOptions } from "~/platform/devices.server";
import {
  deviceInspectionCalls,
  incidentCalls,
  inspectionReportCalls,
  repairCalls,
  type DeviceInspection,
  type IncidentRecord,
  type InspectionReport,
  type RepairRecord,
} from "~/platform/operations.server";
import { deviceInspections, incidentRecords, inspectionReports, repairRecords } from "./operations";
import { deviceInspectionSchema, incidentSchema, inspectionReportSchema, repairCreateSchema, repairEditSchema } from "./operations-forms";

export const repairCreateCrud: CrudConfig<RepairRecord> = { resource: repairRecords, calls: repairCalls, schema: repairCreateSchema };
export const repairEditCrud: CrudConfig<RepairRecord> = { resource: repairRecords, calls: repairCalls, schema: repairEditSchema };

export const incidentCrud: CrudConfig<IncidentRecord> = { resource: incidentRecords, calls: incidentCalls, schema: incidentSchema };

export const inspectionReportCrud: CrudConfig<InspectionReport> = {
  resource: inspectionReports,
  calls: inspectionReportCalls,
  schema: inspectionReportSchema,
  toBody: (value) => ({ institutionId: Number(value.institutionId), inspectionCycle: value.inspectionCycle }),
  fieldOptions: async (ctx) => ({ institutionId: await listInstitutionOptions(ctx) }),
};

export const deviceInspectionCrud: CrudConfig<DeviceInspection> = { resource: deviceInspections, calls: deviceInspectionCalls, schema: deviceInspectionSchema };
