import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { pushFlash, readSessionData, updateSessionData } from "~/auth/session-store.server";
import { requireUser } from "~/auth/user.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { closeTabs, type CloseMode } from "~/lib/tabs";
import { readFormData } from "~/engine/form-data.server";

const MODES: readonly CloseMode[] = ["current", "left", "right", "all", "one"];

/** Closes tabs of the multi-tab bar (§2); refusals come back as the spec's notices. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const mode = MODES.find((m) => m === form.get("intent"));
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  if (!mode) return redirect(back);
  const tabs = (await readSessionData(user.sessionId))?.tabs ?? [];
  const result = closeTabs(tabs, String(form.get("active") ?? ""), mode, String(form.get("target") ?? ""));
  if (!result.ok) {
    await pushFlash(user.sessionId, { level: "info", message: result.message });
    return redirect(back);
  }
  await updateSessionData(user.sessionId, (data) => ({ ...data, tabs: result.tabs }));
  return redirect(result.goTo ? safeRedirectPath(result.goTo, "/") : back);
}

export const loader = () => redirect("/");
