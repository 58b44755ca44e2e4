import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { crudListLoader } from "~/engine/crud.server";
import { CrudListPage } from "~/engine/CrudListPage";
import { useListLinks } from "~/engine/links";
import { useCan } from "~/ui/console-data";
import type { User } from "~/platform/system.server";
import { users } from "~/resources/system";
import { userCreateCrud } from "~/resources/system.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.user");

export const loader = (args: LoaderFunctionArgs) => crudListLoader(args, userCreateCrud);

/** Users (§2 user management): add, edit, enable or disable, reset password; the detail is a page of tabs. */
export default function UsersPage() {
  const { t } = useTranslation();
  const can = useCan();
  const links = useListLinks(users.basePath);
  return (
    <CrudListPage
      resource={users}
      offered={{ delete: false }}
      rowActions={(row) => {
        const user = row as unknown as User;
        const toggle = user.active ? "disable" : "enable";
        return (
          <>
            {can(`user.${toggle}`) && (
              <Link to={links.child(`${user.id}/status`)} preventScrollReset data-testid={`user-${toggle}-${user.id}`}>
                {t(`sysUser.${toggle}`)}
              </Link>
            )}
            {can("user.resetPassword") && (
              <Link to={links.child(`${user.id}/reset-password`)} preventScrollReset>
                {t("sysUser.resetPassword")}
              </Link>
            )}
          </>
        );
      }}
    />
  );
}
