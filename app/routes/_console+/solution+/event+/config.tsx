import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { settingsAction, settingsLoader, type SettingsConfig } from "~/engine/settings.server";
import { SettingsForm } from "~/engine/SettingsForm";
import { competitionConfigCalls } from "~/platform/solutions.server";
import { eventConfigFields } from "~/resources/solutions";
import { eventConfigSchema } from "~/resources/solutions-forms";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "eventConfig.title");

/** The settings every new event starts from: the platform keeps one. */
const settings: SettingsConfig = {
  permission: "eventSolution", calls: competitionConfigCalls as SettingsConfig["calls"], id: "1", fields: eventConfigFields, schema: eventConfigSchema,
  savedMessage: "solution.saved", path: "/solution/event/config",
};

export const loader = (args: LoaderFunctionArgs) => settingsLoader(args, settings);
export const action = (args: ActionFunctionArgs) => settingsAction(args, settings);

export default function EventConfigPage() {
  return (
    <div className="resource-page">
      <SettingsForm id="event-config" titleKey="eventConfig.title" permission="eventSolution" fields={eventConfigFields} schema={eventConfigSchema} path={settings.path} />
    </div>
  );
}
