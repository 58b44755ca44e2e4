import type { CrudConfig } from "~/engine/crud.server";
import { installSiteCalls, type InstallSite } from "~/platform/config.server";
import { installSites } from "./admin/install-sites";
import { installSiteSchema } from "./install-sites-forms";

/** The install-site screens' server side: declaration, platform calls and form schema together. */
export const installSiteCrud: CrudConfig<InstallSite> = { resource: installSites, calls: installSiteCalls, schema: installSiteSchema };
