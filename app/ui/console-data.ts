import { useRouteLoaderData } from "@remix-run/react";
import { can, type MenuEntry, type PermissionIndex } from "~/lib/permissions";

export const CONSOLE_ROUTE_ID = "routes/_console+/_layout";

interface ConsoleData {
  permissions: PermissionIndex;
  menu: MenuEntry[];
  user: { name: string; roleName: string | null; accountName: string | null };
}

/** The signed-in user's permission check for showing or hiding UI (§6); the server checks again. */
export function useCan(): (check: string | readonly string[]) => boolean {
  const data = useRouteLoaderData(CONSOLE_ROUTE_ID) as ConsoleData | undefined;
  const permissions = data?.permissions ?? {};
  return (check) => can(permissions, check);
}

/** The signed-in user's menu (the platform sends it permission-filtered). */
export function useMenu(): MenuEntry[] {
  const data = useRouteLoaderData(CONSOLE_ROUTE_ID) as ConsoleData | undefined;
  return data?.menu ?? [];
}
