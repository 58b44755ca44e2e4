import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/user.server";
import { visibleLiveTypes } from "~/lib/live";
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
