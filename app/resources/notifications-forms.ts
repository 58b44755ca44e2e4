/** The form schemas of ./message/notifications.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { rowRemarkSchema, selectedIds } from "./schema-helpers";

export const markReadSchema = z.object({ ids: selectedIds });

export const markAllReadSchema = z.object({});

export const deleteNotificationsSchema = z.object({ ids: selectedIds });

/** A notification's remark (§7 POST /v1/notification-messages/edit-remark). */
export const notificationRemarkSchema = rowRemarkSchema;
