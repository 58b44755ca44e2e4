import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { loadOrFail } from "~/engine/errors.server";
import { loadList } from "~/engine/list.server";
import { ResourceList } from "~/engine/ResourceList";
import { getUserMessageConfig, listLoginRecords, listUserRecords } from "~/platform/system.server";
import { loginRecords, USER_TABS, userDevices, userInterfaces, userOperations, type UserTab } from "~/resources/system";
import { kindParam } from "~/ui/device/kind.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, `sysUser.tab.${args.params.tab}`);

const LISTS = {
  logins: { resource: loginRecords, call: listLoginRecords },
  operations: { resource: userOperations, call: (ctx, id, params) => listUserRecords(ctx, id, "operation-logs", params) },
  interfaces: { resource: userInterfaces, call: (ctx, id, params) => listUserRecords(ctx, id, "interfaces", params) },
  devices: { resource: userDevices, call: (ctx, id, params) => listUserRecords(ctx, id, "devices", params) },
} satisfies Partial<Record<UserTab, { resource: typeof loginRecords; call: (...args: Parameters<typeof listLoginRecords>) => unknown }>>;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "user.get");
  const id = recordId(params);
  const tab = kindParam(USER_TABS, params.tab);
  if (tab === "message-config") {
    return json({ tab, config: await loadOrFail(request, () => getUserMessageConfig(user.platform, id)) });
  }
  const { resource, call } = LISTS[tab];
  return json({ tab, ...(await loadList(request, resource, (ctx, listParams) => call(ctx, id, listParams) as ReturnType<typeof listLoginRecords>, user)) });
}

const CHANNELS = ["sms", "voice", "email", "inApp"] as const;

export default function UserTabPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>() as { tab: UserTab; config?: Record<string, unknown> | null };
  if (data.tab === "message-config") {
    const config = data.config;
    return (
      <section className="resource-card" data-testid="user-message-config">
        {!config ? (
          <p>{t("sysUser.messageConfig.none")}</p>
        ) : (
          <dl className="detail-list">
            {CHANNELS.map((channel) => (
              <div key={channel}>
                <dt>{t(`sysUser.messageConfig.${channel}`)}</dt>
                <dd>{t(`sysUser.yesNo.${config[channel] === true}`)}</dd>
              </div>
            ))}
            <div>
              <dt>{t("sysUser.messageConfig.levels")}</dt>
              <dd>{((config.levels as string[] | undefined) ?? []).map((level) => t(`sysUser.levels.${level}`)).join("、")}</dd>
            </div>
          </dl>
        )}
      </section>
    );
  }
  return <ResourceList key={data.tab} resource={LISTS[data.tab as keyof typeof LISTS].resource} data={data as never} />;
}
