import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { avatarUrlOf } from "~/platform/files.server";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { requireUser } from "~/auth/user.server";
import { menuForPage } from "~/lib/permissions";
import { clientOnly } from "~/ui/lazy";
import { ConsoleShell } from "~/ui/shell/ConsoleShell";
import { loadShell } from "~/ui/shell/shell.server";

/** Alarm pop-ups need JavaScript (an EventSource): their code comes after hydration. */
const LiveAlarms = clientOnly(() => import("~/ui/live/LiveAlarms"));

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const shell = await loadShell(request, user);
  const info = user.baseInfo;
  return json({
    user: {
      name: info.name || info.accountName || user.username,
      accountName: info.accountName ?? user.username,
      avatar: avatarUrlOf(info),
      roleName: info.roleName ?? user.role.mark,
    },
    menu: menuForPage(user.role.menuList),
    permissions: user.permissions,
    ...shell,
  });
}

/** The frame follows every navigation (tabs, breadcrumb) and every action (bell, flash). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;

export default function ConsoleLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <ConsoleShell data={data}>
      <Outlet />
      {data.live && !data.live.paused && <LiveAlarms settings={data.live.alarms} />}
    </ConsoleShell>
  );
}
