import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/user.server";
import { readFormData } from "~/engine/form-data.server";
import { visibleLiveTypes } from "~/lib/live";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { markLiveSeen, setLivePaused } from "~/live/feed.server";
import { liveFanout, type RawResponse } from "~/live/stream.server";

/**
 * The live-message stream (server-sent events) of the signed-in user: 401 without a session (no redirect, it is
 * not a page), 403 when the role may see no live message at all.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  let user;
  try {
    user = await requireUser(request);
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      return new Response("Sign-in required", { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    throw error;
  }
  const types = visibleLiveTypes(user.can);
  if (!types.length) return new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return liveFanout().open({
    sessionId: user.sessionId,
    types,
    request,
    connection: (context as { connection?: RawResponse }).connection,
  });
}

/**
 * The session's live-update choices (issue 35): "pause" and "resume" (a plain form in the header's panel and on the
 * feed's page, back to `redirectTo`), and "seen" (the panel opened with JavaScript: the count starts again there).
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "pause" || intent === "resume") await setLivePaused(user.sessionId, intent === "pause");
  else if (intent === "seen" && typeof form.get("id") === "string") await markLiveSeen(user.sessionId, String(form.get("id")));
  else return new Response("Unknown intent", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return form.has("redirectTo") ? redirect(safeRedirectPath(form.get("redirectTo"), "/live-feed")) : new Response(null, { status: 204 });
}
