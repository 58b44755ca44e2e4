import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { settingsAction, settingsLoader, type SettingsConfig } from "~/engine/settings.server";
import { SettingsForm } from "~/engine/SettingsForm";
import { globalConfigCalls } from "~/platform/admin.server";
import { globalConfigFields } from "~/resources/admin/global-config";
import { globalConfigSchema } from "~/resources/admin-forms";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.globalConfig");

/** The platform's one settings row. */
const settings: SettingsConfig = {
  permission: "globalConfig", calls: globalConfigCalls as SettingsConfig["calls"], id: "1", fields: globalConfigFields, schema: globalConfigSchema,
  savedMessage: "globalCfg.saved", path: "/config/global",
};

export const loader = (args: LoaderFunctionArgs) => settingsLoader(args, settings);
export const action = (args: ActionFunctionArgs) => settingsAction(args, settings);

export default function GlobalConfigPage() {
  return (
    <div className="resource-page">
      <SettingsForm id="global-config" titleKey="globalCfg.title" permission="globalConfig" fields={globalConfigFields} schema={globalConfigSchema} path="/config/global" />
    </div>
  );
}
