import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { CrudListPage } from "~/engine/CrudListPage";
import { roles } from "~/resources/system";
import { roleListLoader } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { useCan } from "~/ui/console-data";
import type { Role } from "~/platform/system.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.role");

export const loader = async (args: LoaderFunctionArgs) => json(await roleListLoader(args));

/** Roles: a role holding a grant the signed-in user lacks is theirs to view only (hostile #38). */
export default function RolesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { locked } = useLoaderData<typeof loader>();
  const untouchable = new Set<string | number>(locked);
  return (
    <CrudListPage
      resource={roles}
      offered={{ edit: (row) => !untouchable.has(row.id), delete: (row) => !untouchable.has(row.id) }}
      rowActions={(row) =>
        can("role.get") && (row as unknown as Role).mark !== "ROLE_ADMIN" ? (
          <Link to={`${roles.basePath}/${row.id}/grants`} data-testid={`role-grants-${row.id}`}>
            {t("sysRole.grants")}
          </Link>
        ) : null
      }
    />
  );
}
