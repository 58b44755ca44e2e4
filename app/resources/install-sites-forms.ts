/** The form schemas of ./install-sites.ts, for the forms, modals and actions: list pages import the declarations alone, so zod stays out of their first load. */
import * as z from "zod/mini";
import { plainCode, plainName } from "./schema-helpers";

export const installSiteSchema = z.object({
  name: plainName(50),
  ankerCode: plainCode(20),
});
