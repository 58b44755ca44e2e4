import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/user.server";
import { startWeChatScan } from "~/auth/wechat.server";

/**
 * Starts a WeChat scan. A link, not a form: the page's CSP allows forms to post only to the console, and Chromium
 * applies that to the redirect that follows, which goes to WeChat's own page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get("purpose") === "bind") {
    await requireUser(request);
    return startWeChatScan(request, "bind", "/account/settings");
  }
  return startWeChatScan(request, "login", url.searchParams.get("redirect") ?? "");
}
