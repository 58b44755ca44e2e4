import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { requirePermission } from "~/auth/user.server";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { loadOrFail } from "~/engine/errors.server";
import { areasCalls, type Area } from "~/platform/admin.server";
import { areas } from "~/resources/admin";
import { areasCrud } from "~/resources/admin.server";
import { useCan } from "~/ui/console-data";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.area");

const NEXT_LEVEL: Record<string, string> = { COUNTRY: "STATE", STATE: "CITY", CITY: "REGION" };

/**
 * The region tree browsed as links (§2 system config, areas): each level is the list of one area's children
 * (`?parentId=`), with the path above it as breadcrumbs. Without a parent or a search, the countries.
 */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const searching = ["parentId", "level", "code", "name", "nameEn"].some((name) => url.searchParams.get(name));
  // Not a redirect: a modal child (/config/area/5/edit) renders over this list and must keep its own URL.
  if (!searching) url.searchParams.set("level", "COUNTRY");
  const request = new Request(url, args.request);
  const user = await requirePermission(args.request, "area.query");
  const trail: { id: string; name: string }[] = [];
  for (let id = url.searchParams.get("parentId"); id && /^\d{1,18}$/.test(id) && trail.length < 5; ) {
    const area = await loadOrFail(request, () => areasCalls.get(user.platform, id!));
    trail.unshift({ id: String(area.id), name: area.name ?? String(area.id) });
    id = area.parentId == null ? null : String(area.parentId);
  }
  const list = await (await crudListLoader({ ...args, request }, areasCrud)).json();
  return json({ ...list, trail });
}

export default function AreasPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { trail } = useLoaderData<typeof loader>() as unknown as { trail: { id: string; name: string }[] };
  return (
    <CrudListPage
      resource={areas}
      toolbar={
        <nav aria-label={t("cfgArea.tree")} className="breadcrumbs" data-testid="area-trail">
          <Link to="/config/area?level=COUNTRY">{t("cfgArea.root")}</Link>
          {trail.map((step) => (
            <span key={step.id}>
              {" / "}
              <Link to={`/config/area?parentId=${step.id}`}>{step.name}</Link>
            </span>
          ))}
        </nav>
      }
      rowActions={(row) => {
        const area = row as unknown as Area;
        const next = NEXT_LEVEL[area.level ?? ""];
        return (
          <>
            {next && (
              <Link to={`/config/area?parentId=${area.id}`} aria-label={`${t("cfgArea.children")}: ${area.name}`}>
                {t("cfgArea.children")}
              </Link>
            )}
            {next && can("area.add") && (
              <Link to={`/config/area/new?parentId=${area.id}&level=${next}`} aria-label={`${t("cfgArea.addChild")} ${area.name}`}>
                {t("cfgArea.addChild")}
              </Link>
            )}
          </>
        );
      }}
    />
  );
}
