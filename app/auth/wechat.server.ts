import { randomBytes } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { config } from "~/config.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { sessionSecrets } from "./session-store.server";

/** What a WeChat scan is for: signing in, or binding the signed-in account (§2 account settings, binding). */
export type WeChatPurpose = "login" | "bind";

export const WECHAT_CALLBACK_PATH = "/user/wechat/callback";

/**
 * The OAuth state of one scan: random, kept in a signed cookie of this browser, so a code WeChat answers is only
 * taken back by the browser that started the scan (a forged callback link signs no one in and binds nothing).
 */
const weChatStateCookie = createCookie("aed_wechat_state", {
  httpOnly: true,
  sameSite: "lax",
  secure: config.cookieSecure,
  path: "/user/wechat",
  maxAge: 600,
  secrets: sessionSecrets(),
});

interface WeChatState {
  state: string;
  purpose: WeChatPurpose;
  redirectTo: string;
}

export const weChatAvailable = () => Boolean(config.weChatAuthorizeUrl);

/** Starts a scan: remembers the state and sends the browser to WeChat's QR page (or the sandbox's simulated one). */
export async function startWeChatScan(request: Request, purpose: WeChatPurpose, redirectTo: string): Promise<Response> {
  if (!weChatAvailable()) throw new Response("Not found", { status: 404 });
  const state = randomBytes(16).toString("hex");
  const origin = new URL(request.url).origin;
  const target = new URL(config.weChatAuthorizeUrl, origin);
  if (config.weChatAppId) target.searchParams.set("appid", config.weChatAppId);
  target.searchParams.set("redirect_uri", `${origin}${WECHAT_CALLBACK_PATH}`);
  target.searchParams.set("response_type", "code");
  target.searchParams.set("scope", "snsapi_login");
  target.searchParams.set("state", state);
  const cookie = await weChatStateCookie.serialize({ state, purpose, redirectTo: safeRedirectPath(redirectTo) } satisfies WeChatState);
  const location = target.origin === origin ? `${target.pathname}${target.search}` : target.toString();
  return redirect(location, { headers: { "Set-Cookie": cookie } });
}

/**
 * The scan's answer: the code and what the scan was for, or null when the state is missing, stale or not this
 * browser's. The state cookie is spent either way (`clear` goes on the response).
 */
export async function readWeChatCallback(request: Request): Promise<{ scan: (WeChatState & { code: string }) | null; clear: string }> {
  const url = new URL(request.url);
  const saved = (await weChatStateCookie.parse(request.headers.get("Cookie"))) as WeChatState | null;
  const code = url.searchParams.get("code") ?? "";
  const clear = await weChatStateCookie.serialize("", { maxAge: 0 });
  const valid = saved && typeof saved.state === "string" && saved.state === url.searchParams.get("state") && code.length > 0 && code.length <= 200;
  return { scan: valid ? { ...saved, code } : null, clear };
}
