import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { config } from "~/config.server";
import type { Lang } from "~/i18n/config";
import { createRateLimiter } from "~/lib/rate-limit";
import * as account from "~/platform/account.server";
import { metrics } from "~/metrics.server";
import { counters } from "~/shared-state.server";
import { settingsAtSignIn } from "~/lib/branding";
import { parseCookieHeader, readSettings, settingsCookies } from "~/lib/layout-settings";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { createSignedInSession } from "./session-store.server";

export interface SignedIn {
  username: string;
  idToken: string;
  refreshToken: string | null;
  baseInfo: account.BaseInfo;
}

/** Shared by every console process (Redis with REDIS_URL), so two processes do not double the limit. */
export const loginLimiter = createRateLimiter(config.loginRateLimitPerMinute, 60_000, counters);

export type SignInMethod = "password" | "sms" | "wechat";

/** Counts a sign-in attempt's outcome for the metrics (issue 37). */
export function countSignIn(method: SignInMethod, outcome: "success" | "failure" | "limited"): void {
  metrics.signIns.inc({ method, outcome });
}

/** One attempt against the client address's sign-in limit: seconds to wait (counted as limited), or 0. */
export async function signInWait(method: SignInMethod, clientAddress: unknown): Promise<number> {
  const wait = await loginLimiter.hit(String(clientAddress ?? "unknown"));
  if (wait) countSignIn(method, "limited");
  return wait;
}

/** Tokens of any sign-in kind → the signed-in user's base info. */
export async function signedInWith(lang: Lang, signal: AbortSignal, username: string, tokens: account.TokenPair): Promise<SignedIn> {
  const baseInfo = await account.getBaseInfo({ lang, signal, token: tokens.id_token });
  return { username: baseInfo.accountName ?? username, idToken: tokens.id_token, refreshToken: tokens.refresh_token ?? null, baseInfo };
}

/**
 * The end of every sign-in (password, SMS code, WeChat): the server-side session, the account's branding settings
 * (§1 VIP), then the page the user was going to.
 */
export async function signedInResponse(request: Request, signedIn: SignedIn, redirectTo: unknown, method: SignInMethod): Promise<Response> {
  const cookie = await createSignedInSession({
    idToken: signedIn.idToken,
    refreshToken: signedIn.refreshToken,
    username: signedIn.username,
    baseInfo: signedIn.baseInfo,
  });
  const headers = new Headers({ "Set-Cookie": cookie });
  const settings = settingsAtSignIn(signedIn.baseInfo, readSettings(parseCookieHeader(request.headers.get("Cookie"))));
  for (const setting of settingsCookies(settings)) headers.append("Set-Cookie", setting);
  countSignIn(method, "success");
  return redirect(safeRedirectPath(redirectTo), { headers });
}

/**
 * remix-auth keeps no session in v4: the strategy only turns the posted form into tokens and base info, and the
 * login action stores them server-side (session-store).
 */
export function createAuthenticator(lang: Lang) {
  const authenticator = new Authenticator<SignedIn>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const username = String(form.get("username") ?? "").trim();
      const password = String(form.get("password") ?? "");
      const code = String(form.get("code") ?? "").trim() || undefined;
      const uuid = String(form.get("uuid") ?? "").trim() || undefined;
      const ctx = { lang, signal: request.signal };
      return signedInWith(lang, request.signal, username, await account.authenticate(ctx, { username, password, code, uuid }));
    }),
    "password",
  );
  // §4 login type SMS: the phone and the code sent by GET /v1/code/sms-login.
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const phoneNumber = String(form.get("phoneNumber") ?? "").trim();
      const code = String(form.get("code") ?? "").trim();
      return signedInWith(lang, request.signal, phoneNumber, await account.authenticateBySms({ lang, signal: request.signal }, { phoneNumber, code }));
    }),
    "sms",
  );
  return authenticator;
}
