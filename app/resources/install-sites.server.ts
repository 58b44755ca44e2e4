import type { CrudConfig } from "~/engine/crud.server";
import { installSiteCalls, type InstallSite } from "~/platform/config.server";
import { installSiteSchema, installSites } from "./install-sites";

/** The install-site screens' server side: declaration, platform calls and form schema together. */
export const installSiteCrud: CrudConfig<InstallSite> = { resource: installSites, calls: installSiteCalls, schema: installSiteSchema };
