import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { loadOrFail } from "~/engine/errors.server";
import { RouteTabs } from "~/engine/RouteTabs";
import { userCalls, type User } from "~/platform/system.server";
import { USER_TABS, users } from "~/resources/system";
import { accountRefusal, loadRoles } from "~/resources/user-rights.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, "menu.user", args.data?.record.username);

/** A user's detail (§2): who they are, then the five tabs as nested routes. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "user.get");
  const [record, roles] = await loadOrFail(request, () => Promise.all([userCalls.get(user.platform, recordId(params)), loadRoles(user)]));
  // An account holding more than the signed-in user is theirs to read, not to edit (hostile #39).
  return json({ record, editable: user.can("user.edit") && accountRefusal(user, roles, record) === null });
}

export default function UserDetail() {
  const { t } = useTranslation();
  const { record, editable } = useLoaderData<typeof loader>() as unknown as { record: User; editable: boolean };
  const base = `${users.basePath}/${record.id}`;
  return (
    <div className="resource-page" data-testid="user-detail">
      <section className="resource-card">
        <div className="device-header">
          <h1>{`${record.name ?? ""} (${record.username})`}</h1>
          <div style={{ display: "flex", gap: 12 }}>
            <Link to={users.basePath}>{t("common.back")}</Link>
            {editable && <Link to={`${users.basePath}/${record.id}/edit`}>{t("common.edit")}</Link>}
          </div>
        </div>
        <DetailView columns={users.detail ?? []} record={record} />
        <div style={{ marginTop: 16 }}>
          <RouteTabs label={t("sysUser.tabs")} testId="user-tabs" tabs={USER_TABS.map((tab) => ({ to: `${base}/${tab}`, label: t(`sysUser.tab.${tab}`) }))} />
        </div>
      </section>
      <Outlet />
    </div>
  );
}
