/**
 * Schemas of the detail's plain intents (a task id, an admin, the checked volunteers): checked on the server only,
 * so the tabs posting them load no zod in the browser.
 */
import * as z from "zod/mini";

/** A task to cancel (overview's task list). */
export const taskSchema = z.object({ taskId: z.string().check(z.regex(/^\d{1,18}$/)) });
/** Related admin to add (from the options) or remove. */
export const adminSchema = z.object({ adminId: z.string({ error: "deviceAction.adminRequired" }).check(z.regex(/^\d{1,18}$/, "deviceAction.adminRequired")) });
/** Volunteers to link (from the wait-allocated list) or unlink: at least one. */
export const volunteerIdsSchema = z.object({
  ids: z.array(z.string().check(z.regex(/^\d{1,18}$/)), { error: "validation.selectAtLeastOne" }).check(z.minLength(1, "validation.selectAtLeastOne"), z.maxLength(100)),
});
