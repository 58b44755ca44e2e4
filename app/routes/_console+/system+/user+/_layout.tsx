import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { CrudListPage } from "~/engine/CrudListPage";
import { useListLinks } from "~/engine/links";
import { useCan } from "~/ui/console-data";
import type { User } from "~/platform/system.server";
import { users } from "~/resources/system";
import { userListLoader } from "~/resources/system.server";
import { ApproveRowForm } from "~/ui/users/ApproveUser";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.user");

export const loader = async (args: LoaderFunctionArgs) => json(await userListLoader(args));

/**
 * Users (§2 user management): add, edit, enable or disable, reset password; the detail is a page of tabs. An account
 * holding more than the signed-in user offers none of these (hostile #39); a self-registered one awaits approval.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const can = useCan();
  const links = useListLinks(users.basePath);
  const { locked, approveChoices } = useLoaderData<typeof loader>();
  const untouchable = new Set<string | number>(locked);
  return (
    <CrudListPage
      resource={users}
      offered={{ delete: false, edit: (row) => !untouchable.has(row.id) }}
      rowActions={(row) => {
        const user = row as unknown as User;
        if (untouchable.has(user.id)) return null;
        const toggle = user.active ? "disable" : "enable";
        return (
          <>
            {!user.roleMark && (
              <ApproveRowForm id={user.id} name={user.name ?? user.username} choices={approveChoices} canApprove={can("user.edit")} />
            )}
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
