import orgStyles from "~/styles/org.css";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { requirePermission } from "~/auth/user.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { loadOrFail } from "~/engine/errors.server";
import { loadList } from "~/engine/list.server";
import { getOrgTree, type OrgNode } from "~/platform/org.server";
import { institutions } from "~/resources/org";
import { institutionsCrud } from "~/resources/org.server";
import { OrgTree } from "~/ui/org/OrgTree";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

/** This screen's own styles, not in the render-blocking sheet every page loads (issue 13). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: orgStyles }];

export const meta: MetaFunction = (args) => pageTitle(args, "menu.institutionList");

/** The institution list beside the organisation tree; a tree node narrows the list (?parentId=). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "institutionList.query");
  const [filterOptions, tree] = await loadOrFail(request, () =>
    Promise.all([institutionsCrud.filterOptions!(user.platform, new URL(request.url)), getOrgTree(user.platform)]),
  );
  return json({ ...(await loadList(request, institutions, institutionsCrud.calls.list, user, filterOptions)), tree });
}

export default function InstitutionsPage() {
  const { tree } = useLoaderData<typeof loader>() as unknown as { tree: OrgNode[] };
  const [search] = useSearchParams();
  return (
    <div className="org-layout">
      <OrgTree tree={tree} selected={search.get("parentId") ?? ""} basePath={institutions.basePath} />
      <CrudListPage resource={institutions} />
    </div>
  );
}
