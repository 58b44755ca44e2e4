import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { normalizeLang } from "~/i18n/config";
import { languageCookieHeader } from "~/i18n/i18next.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { readFormData } from "~/engine/form-data.server";

/** Sets the app_language cookie and goes back where the user was (post/redirect/get, works without JS). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const lang = normalizeLang(form.get("lng"));
  return redirect(safeRedirectPath(form.get("redirectTo"), "/"), { headers: { "Set-Cookie": languageCookieHeader(lang) } });
}

export const loader = () => redirect("/");
