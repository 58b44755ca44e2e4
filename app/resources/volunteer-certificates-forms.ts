/** The form schemas of ./people/certificates.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { requiredText, selectedIds } from "./schema-helpers";

/** Reject needs a reason (§4 'through the reject modal'), at most 200 characters. */
export const rejectSchema = z.object({ reason: requiredText(200, "validation.rejectReasonRequired") });

export const passSchema = z.object({});

export const bulkPassSchema = z.object({ ids: selectedIds });
