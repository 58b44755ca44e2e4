/** The form schemas of ./install-sites.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { requiredText } from "./schema-helpers";

export const installSiteSchema = z.object({
  name: requiredText(50),
  ankerCode: requiredText(20).check(z.regex(/^[A-Za-z0-9_-]+$/, "installSite.ankerCodeFormat")),
});
