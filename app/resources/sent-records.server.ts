import type { CrudConfig } from "~/engine/crud.server";
import { emailRecordCalls, vmsRecordCalls, type EmailRecord, type VmsRecord } from "~/platform/messages.server";
import { emailRecords, vmsRecords } from "./message";

/** Read-only sent-record lists (§3 voice and e-mail): list and detail only. */
export const vmsRecordCrud: CrudConfig<VmsRecord> = { resource: vmsRecords, calls: vmsRecordCalls };
export const emailRecordCrud: CrudConfig<EmailRecord> = { resource: emailRecords, calls: emailRecordCalls };
