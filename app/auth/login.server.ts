import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { config } from "~/config.server";
import type { Lang } from "~/i18n/config";
import { createRateLimiter } from "~/lib/rate-limit";
import * as account from "~/platform/account.server";
import { counters } from "~/shared-state.server";

export interface SignedIn {
  username: string;
  idToken: string;
  refreshToken: string | null;
  baseInfo: account.BaseInfo;
}

/** Shared by every console process (Redis with REDIS_URL), so two processes do not double the limit. */
export const loginLimiter = createRateLimiter(config.loginRateLimitPerMinute, 60_000, counters);

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
      const tokens = await account.authenticate(ctx, { username, password, code, uuid });
      const baseInfo = await account.getBaseInfo({ ...ctx, token: tokens.id_token });
      return { username, idToken: tokens.id_token, refreshToken: tokens.refresh_token ?? null, baseInfo };
    }),
    "password",
  );
  return authenticator;
}
