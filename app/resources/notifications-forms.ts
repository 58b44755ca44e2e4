/** The form schemas of ./notifications.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { selectedIds } from "./schema-helpers";

export const markReadSchema = z.object({ ids: selectedIds });

export const markAllReadSchema = z.object({});

export const deleteNotificationsSchema = z.object({ ids: selectedIds });
