import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { DEFAULT_SETTINGS, parseCookieHeader, readSettings, SETTING_COOKIES, settingsCookies, type LayoutSettings } from "~/lib/layout-settings";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { readFormData } from "~/engine/form-data.server";

const CHECKBOXES: (keyof LayoutSettings)[] = ["fixedHeader", "autoHideHeader", "fixedSidebar", "weak", "multiTab"];

/** Stores interface settings in their cookies and returns to the page (works as a plain form post). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const current = readSettings(parseCookieHeader(request.headers.get("Cookie")));
  const intent = form.get("intent");
  let next: LayoutSettings;
  if (intent === "toggle-sidebar") {
    next = { ...current, sidebarOpen: !current.sidebarOpen };
  } else if (intent === "reset") {
    next = { ...DEFAULT_SETTINGS, sidebarOpen: current.sidebarOpen };
  } else {
    const values: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string") values[key] = value;
    // An unchecked checkbox sends nothing: that means "off", not "unchanged".
    for (const key of CHECKBOXES) values[SETTING_COOKIES[key]] ??= "false";
    next = readSettings(values, current);
  }
  const headers = new Headers();
  for (const cookie of settingsCookies(next)) headers.append("Set-Cookie", cookie);
  return redirect(safeRedirectPath(form.get("redirectTo"), "/"), { headers });
}

export const loader = () => redirect("/");
