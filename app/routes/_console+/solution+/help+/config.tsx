import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { settingsAction, settingsLoader, type SettingsConfig } from "~/engine/settings.server";
import { SettingsForm } from "~/engine/SettingsForm";
import { helpConfigCalls } from "~/platform/solutions.server";
import { helpConfigFields } from "~/resources/solutions";
import { helpConfigSchema } from "~/resources/solutions-forms";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "helpConfig.title");

/** §3 one-click help settings: the platform keeps one. */
const settings: SettingsConfig = {
  permission: "helpSolution", calls: helpConfigCalls as SettingsConfig["calls"], id: "1", fields: helpConfigFields, schema: helpConfigSchema,
  savedMessage: "solution.saved", path: "/solution/help/config",
};

export const loader = (args: LoaderFunctionArgs) => settingsLoader(args, settings);
export const action = (args: ActionFunctionArgs) => settingsAction(args, settings);

export default function HelpConfigPage() {
  return (
    <div className="resource-page">
      <SettingsForm id="help-config" titleKey="helpConfig.title" permission="helpSolution" fields={helpConfigFields} schema={helpConfigSchema} path={settings.path} />
    </div>
  );
}
