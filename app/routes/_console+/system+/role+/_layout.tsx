import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { roles } from "~/resources/system";
import { roleCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useCan } from "~/ui/console-data";
import type { Role } from "~/platform/system.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.role");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, roleCrud);

export default function RolesPage() {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <CrudListPage
      resource={roles}
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
