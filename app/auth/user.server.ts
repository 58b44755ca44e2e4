import { json, redirect } from "@remix-run/node";
import { config } from "~/config.server";
import { getLang } from "~/i18n/i18next.server";
import type { Lang } from "~/i18n/config";
import { buildPermissionIndex, can, validateRole, type PermissionIndex } from "~/lib/permissions";
import { createSingleFlight, runExclusive } from "~/lib/single-flight";
import { isAccessTokenExpired, isRefreshTokenUsable } from "~/lib/token";
import * as account from "~/platform/account.server";
import type { PlatformContext } from "~/platform/client.server";
import { isPlatformError } from "~/platform/errors";
import { metrics } from "~/metrics.server";
import { currentRequest, forgetRequestValues, oncePerRequest } from "~/request-scope.server";
import { locks, signOutReasons } from "~/shared-state.server";
import {
  deleteSessionById,
  destroySession,
  getSession,
  readRequestSession,
  readSessionData,
  signOutDetailCookie,
  updateSessionData,
  type SessionData,
} from "./session-store.server";

export const LOGIN_PATH = "/user/login";

/** Why the user was sent back to sign-in; the login page shows the matching catalogue text. */
export type SignOutReason = "sessionExpired" | "permissionLoad" | "rolesEmpty" | "awaitingApproval" | "signedOut";

export interface ConsoleUser {
  sessionId: string;
  lang: Lang;
  platform: PlatformContext;
  username: string;
  role: NonNullable<SessionData["role"]>;
  permissions: PermissionIndex;
  baseInfo: NonNullable<SessionData["baseInfo"]>;
  can(check: string | readonly string[]): boolean;
}

/** The page the user was on, without Remix's internal data params, for ?redirect= after sign-in. */
export function returnPath(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

export const PASSWORD_PATH = "/account/password";

export function loginUrl(redirectTo?: string, reason?: SignOutReason): string {
  const params = new URLSearchParams();
  if (redirectTo && redirectTo !== "/" && !redirectTo.startsWith(LOGIN_PATH)) params.set("redirect", redirectTo);
  if (reason) params.set("reason", reason);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/**
 * Why recently ended sessions ended. A page's loaders run in parallel: when one of them ends the session
 * (say, 'roles must be a non-null array'), the others find no session a moment later and must send the user
 * to the same sign-in notice, not to a bare sign-in page. Kept in Redis with several processes: the other
 * loaders may be answered by another one.
 */
const SIGN_OUT_MEMORY_MS = 30_000;

async function recentSignOutReason(sessionId: string | undefined): Promise<SignOutReason | undefined> {
  return sessionId ? ((await signOutReasons.get(sessionId)) as SignOutReason | undefined) : undefined;
}

/** The platform's detail is shown on the sign-in page as it came, but never longer than this. */
const SIGN_OUT_DETAIL_MAX = 300;

/**
 * Ends the session on the console (and best-effort on the platform) and answers with a redirect to sign-in.
 * `detail` is the platform's message when it refused the token (§8 401): the sign-in page shows it.
 */
export async function signOutResponse(request: Request, reason?: SignOutReason, redirectTo = returnPath(request), detail?: string | null): Promise<Response> {
  const session = await getSession(request);
  const data = await readSessionData(session.id);
  if (data?.idToken) {
    // Revoking upstream must not keep the user waiting or fail the sign-out.
    account.logout({ token: data.idToken, lang: getLang(request) }).catch(() => undefined);
  }
  if (session.id) {
    await deleteSessionById(session.id);
    if (reason && reason !== "signedOut") await signOutReasons.set(session.id, reason, SIGN_OUT_MEMORY_MS);
  }
  const headers = new Headers({ "Set-Cookie": await destroySession(session) });
  const said = detail?.trim().slice(0, SIGN_OUT_DETAIL_MAX);
  if (said) headers.append("Set-Cookie", await signOutDetailCookie.serialize(said));
  return redirect(loginUrl(redirectTo, reason), { headers });
}

/** lastSeen is rewritten at most this often: the idle timeout does not need a write per request. */
const IDLE_WRITE_MS = 60_000;

const refreshFlight = createSingleFlight<string | null>();
/** The refresh lock lasts at most this long (a holder that dies frees it); others wait a little longer for its result. */
const REFRESH_LOCK_MS = 15_000;
const REFRESH_WAIT_MS = 20_000;
const permissionFlight = createSingleFlight<SessionData | "rolesEmpty" | "awaitingApproval" | null>();

/**
 * A usable access token for the session: the stored one while it is more than 5 minutes from expiry, else one
 * refresh (shared by every concurrent request of that session, across processes: single-flight within this one,
 * the lock between them, the others reading the winner's token from the session). null means the session cannot
 * continue.
 */
async function usableToken(sessionId: string, lang: Lang, stored: SessionData): Promise<string | null> {
  if (!stored.idToken) return null;
  if (!isAccessTokenExpired(stored.idToken)) return stored.idToken;
  return refreshFlight(sessionId, () =>
    runExclusive(locks, `refresh:${sessionId}`, () => refreshSessionToken(sessionId, lang), {
      ttlMs: REFRESH_LOCK_MS,
      waitMs: REFRESH_WAIT_MS,
      winnerResult: async () => {
        const current = await readSessionData(sessionId);
        if (!current?.idToken) return null;
        return isAccessTokenExpired(current.idToken) ? undefined : current.idToken;
      },
    }),
  );
}

async function refreshSessionToken(sessionId: string, lang: Lang): Promise<string | null> {
  // Another process may have refreshed it between our read and taking the lock.
  const current = await readSessionData(sessionId);
  if (current?.idToken && !isAccessTokenExpired(current.idToken)) return current.idToken;
  if (!current?.refreshToken || !isRefreshTokenUsable(current.refreshToken)) return null;
  try {
    const pair = await account.refreshToken({ lang }, current.refreshToken);
    await updateSessionData(sessionId, (data) => ({
      ...data,
      idToken: pair.id_token,
      refreshToken: pair.refresh_token ?? data.refreshToken,
    }));
    metrics.tokenRefreshes.inc({ outcome: "success" });
    return pair.id_token;
  } catch (error) {
    // The platform refusing the refresh ends the session; the platform being unreachable does not. Dropping the
    // tokens first tells the requests waiting on other processes, so none of them tries the refused token again.
    const refused = isPlatformError(error) && error.kind === "http" && error.status < 500;
    metrics.tokenRefreshes.inc({ outcome: refused ? "refused" : "failed" });
    if (refused) {
      await updateSessionData(sessionId, (data) => ({ ...data, idToken: undefined, refreshToken: undefined }));
      return null;
    }
    throw error;
  }
}

/** Loads role, permissions and base info once per session (§4 session flow). */
async function loadAccount(sessionId: string, platform: PlatformContext): Promise<SessionData | { failed: SignOutReason; detail?: string | null }> {
  try {
    const loaded = await permissionFlight(sessionId, async () => {
      const [permission, baseInfo] = await Promise.all([account.getPermission(platform), account.getBaseInfo(platform)]);
      const checked = validateRole(permission.role);
      // No role at all: a self-registered account an administrator has not approved yet (hostile #43).
      if (!checked.ok) return checked.reason === "no role" ? "awaitingApproval" : "rolesEmpty";
      const role = checked.role;
      return updateSessionData(sessionId, (data) => ({
        ...data,
        role: { mark: role.mark ?? null, name: role.name ?? null, type: role.type ?? null, menuList: role.menuList ?? [] },
        permissions: buildPermissionIndex(role.permissions),
        baseInfo,
      }));
    });
    if (typeof loaded === "string") return { failed: loaded };
    return loaded ?? { failed: "rolesEmpty" };
  } catch (error) {
    if (isPlatformError(error) && error.status === 401) return { failed: "sessionExpired", detail: error.detail };
    return { failed: "permissionLoad" };
  }
}

const userKey = (request: Request) => `user\n${request.headers.get("Cookie") ?? ""}`;

/**
 * The signed-in user, or a thrown redirect to sign-in (with ?redirect= back here). Worked out once per page load:
 * the root, frame and page loaders of one GET request share the answer (and the session read behind it).
 */
export function requireUser(request: Request): Promise<ConsoleUser> {
  return oncePerRequest(request, userKey(request), () => loadUser(request));
}

async function loadUser(request: Request): Promise<ConsoleUser> {
  const lang = getLang(request);
  const { id: sessionId, data: stored } = await readRequestSession(request);
  if (!sessionId || !stored?.idToken) {
    throw redirect(loginUrl(returnPath(request), await recentSignOutReason(sessionId)));
  }
  const seen = stored.lastSeen;
  if (seen !== undefined && Date.now() - seen > config.sessionIdleMs) throw await signOutResponse(request, "sessionExpired");
  let current: SessionData | null = stored;
  if (seen === undefined || Date.now() - seen > IDLE_WRITE_MS) current = await updateSessionData(sessionId, (data) => ({ ...data, lastSeen: Date.now() }));
  const token = current ? await usableToken(sessionId, lang, current) : null;
  if (!token) throw await signOutResponse(request, "sessionExpired");
  const platform: PlatformContext = { token, lang, signal: request.signal };
  // A refreshed token was written since the read: the account is read again with it.
  let data = token === current?.idToken ? current : await readSessionData(sessionId);
  if (!data?.permissions || !data.role || !data.baseInfo) {
    const loaded = await loadAccount(sessionId, platform);
    if ("failed" in loaded) throw await signOutResponse(request, loaded.failed, undefined, loaded.detail);
    data = loaded;
  }
  // The request's log line names the account (its account name, never a token or a phone number).
  const info = currentRequest();
  if (info) info.accountId = data.username ?? null;
  if (data.baseInfo?.initPasswordFlag) requirePasswordChanged(request);
  const permissions = data.permissions ?? {};
  return {
    sessionId,
    lang,
    platform,
    username: data.username ?? "",
    role: data.role!,
    permissions,
    baseInfo: data.baseInfo!,
    can: (check) => can(permissions, check),
  };
}

/** Where a user who must change a system-set password may still go: the change itself and the way out. */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set([PASSWORD_PATH, "/logout", "/language", "/settings"]);

/**
 * A system-set (initial or reset) password must be changed before anything else: every other loader and action,
 * `?_data=` requests included, is sent to the change form, which returns to the page asked for afterwards.
 */
function requirePasswordChanged(request: Request) {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "");
  if (OPEN_BEFORE_PASSWORD_CHANGE.has(pathname)) return;
  const back = request.method === "GET" ? returnPath(request) : "";
  throw redirect(back && back !== "/" ? `${PASSWORD_PATH}?redirect=${encodeURIComponent(back)}` : PASSWORD_PATH);
}

/** The §6 forbidden answer: thrown from loaders and actions before any upstream call is made. */
export function forbidden(): never {
  throw json({ message: "error.forbidden" }, { status: 403 });
}

/** requireUser plus a 'mark.action' check (an array passes when any is held). */
export async function requirePermission(request: Request, check: string | readonly string[]): Promise<ConsoleUser> {
  const user = await requireUser(request);
  if (!user.can(check)) forbidden();
  return user;
}

/** Drops the cached account so the next request reloads base info (after a profile or password change). */
export async function invalidateAccount(sessionId: string): Promise<void> {
  forgetRequestValues();
  await updateSessionData(sessionId, (data) => ({ ...data, baseInfo: undefined, permissions: undefined, role: undefined }));
}
