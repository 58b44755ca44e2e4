import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/auth/user.server";
import { visibleLiveTypes } from "~/lib/live";
import { ChangePasswordForm } from "~/ui/ChangePasswordForm";
import { LiveUpdates } from "~/ui/live/LiveUpdates";
import { RouteModal } from "~/ui/RouteModal";
import { ConsoleShell } from "~/ui/shell/ConsoleShell";
import { loadShell } from "~/ui/shell/shell.server";
import { Text } from "@mantine/core";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const shell = await loadShell(request, user);
  const info = user.baseInfo;
  return json({
    user: {
      name: info.name || info.accountName || user.username,
      accountName: info.accountName ?? user.username,
      avatar: info.avatar ?? info.imageUrl ?? null,
      roleName: info.roleName ?? user.role.mark,
      initPasswordFlag: Boolean(info.initPasswordFlag),
    },
    menu: user.role.menuList,
    permissions: user.permissions,
    live: visibleLiveTypes(user.can).length > 0,
    ...shell,
  });
}

/** The frame follows every navigation (tabs, breadcrumb) and every action (bell, flash). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;

export default function ConsoleLayout() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const location = useLocation();
  const forcePassword = data.user.initPasswordFlag && location.pathname !== "/account/password";
  return (
    <ConsoleShell data={data}>
      <Outlet />
      {data.live && <LiveUpdates />}
      {forcePassword && (
        <RouteModal title={t("password.forcedTitle")} closable={false} testId="forced-password">
          <Text size="sm" mb="md">
            {t("password.forcedDescription")}
          </Text>
          <ChangePasswordForm redirectTo={`${location.pathname}${location.search}`} />
        </RouteModal>
      )}
    </ConsoleShell>
  );
}
