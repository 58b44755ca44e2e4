/** The form schemas of ./device/device-reviews.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";

export const reviewPassSchema = z.object({});
