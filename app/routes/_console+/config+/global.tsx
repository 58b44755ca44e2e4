import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requirePermission } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { formAction, type FormActionData } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import { formDefaults } from "~/engine/CrudScreens";
import { globalConfigCalls } from "~/platform/admin.server";
import { globalConfigFields, globalConfigSchema } from "~/resources/admin";
import { formToBody } from "~/resources/schema-helpers";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.globalConfig");

/** The platform's one settings row. */
const SETTINGS_ID = "1";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "globalConfig.get");
  return json({ record: await loadOrFail(request, () => globalConfigCalls.get(user.platform, SETTINGS_ID)) });
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    permission: "globalConfig.edit",
    schema: globalConfigSchema,
    run: ({ user }, value) =>
      globalConfigCalls.update(user.platform, SETTINGS_ID, formToBody(value, [], ["staleDeviceHours", "selfTestOverdueHours", "expiryWarningDays", "inspectionReportDay"])),
    successMessage: "globalCfg.saved",
    redirectTo: () => "/config/global",
  });

export default function GlobalConfigPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { record } = useLoaderData<typeof loader>();
  const actionData = useActionData() as FormActionData | undefined;
  return (
    <div className="resource-page">
      <section className="resource-card" data-testid="global-config" style={{ maxWidth: 720 }}>
        <h1 style={{ marginTop: 0, fontSize: 20 }}>{t("globalCfg.title")}</h1>
        <fieldset disabled={!can("globalConfig.edit")} style={{ border: 0, padding: 0, margin: 0 }}>
          <ResourceForm
            id="global-config"
            fields={globalConfigFields}
            schema={globalConfigSchema}
            mode="edit"
            lastResult={actionData?.result}
            defaultValue={formDefaults(globalConfigFields, record as Record<string, unknown>)}
            cancelTo="/config/global"
          />
        </fieldset>
      </section>
    </div>
  );
}
