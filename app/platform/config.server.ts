import { z } from "zod";
import { tableCalls } from "./table.server";

const audit = { lastModifiedBy: z.string().nullish(), lastModifiedDate: z.string().nullish(), createdDate: z.string().nullish() };

/** §3 install site. */
export const installSiteSchema = z.object({ id: z.number(), name: z.string(), ankerCode: z.string().nullish(), ...audit });
export type InstallSite = z.infer<typeof installSiteSchema>;
export const installSiteCalls = tableCalls("install-sites", installSiteSchema);
