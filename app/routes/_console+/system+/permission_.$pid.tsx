import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { recordId } from "~/engine/detail.server";
import { DetailView } from "~/engine/DetailView";
import { loadOrFail } from "~/engine/errors.server";
import { loadList } from "~/engine/list.server";
import { ResourceList } from "~/engine/ResourceList";
import { permissionCalls, permissionUrlCalls, type Permission, type PermissionUrl } from "~/platform/system.server";
import { permissions, permissionUrls } from "~/resources/system";
import { useCrudActions } from "~/engine/CrudActions";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) => pageTitle(args, "menu.permission", args.data?.record.name);

/** A permission (§2 "permission list with interface URL list"): what it is, and the platform calls it opens. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "permission.get");
  const id = recordId({ id: params.pid });
  const record = await loadOrFail(request, () => permissionCalls.get(user.platform, id));
  const urls = await loadList(request, permissionUrls, (ctx, listParams) => permissionUrlCalls.list(ctx, { ...listParams, filters: { ...listParams.filters, permissionId: id } }), user);
  return json({ record, ...urls });
}

export default function PermissionDetail() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const record = data.record as unknown as Permission;
  const base = `${permissions.basePath}/${record.id}`;
  const resource = { ...permissionUrls, basePath: base };
  // Interface URLs are added and deleted (a changed URL is a new one): the modals sit under /urls.
  const urlActions = useCrudActions<PermissionUrl>({ ...permissionUrls, basePath: `${base}/urls` }, "permission-url-add", { edit: false });
  return (
    <div className="resource-page" data-testid="permission-detail">
      <section className="resource-card">
        <div className="device-header">
          <h1>{`${record.name} (${record.mark})`}</h1>
          <Link to={permissions.basePath}>{t("common.back")}</Link>
        </div>
        <DetailView columns={permissions.detail ?? []} record={{ ...record, actions: (record.actions ?? []).join(", ") }} />
      </section>
      <h2 style={{ margin: "16px 0 8px" }}>{t("sysPermission.urls")}</h2>
      <ResourceList<PermissionUrl>
        resource={resource}
        data={data as never}
        toolbar={urlActions.toolbar}
        rowActions={urlActions.rowActions}
      >
        <Outlet />
      </ResourceList>
    </div>
  );
}
