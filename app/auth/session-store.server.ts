import { randomBytes } from "node:crypto";
import type { FormAnswer } from "~/engine/form-answer";
import fs from "node:fs";
import path from "node:path";
import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { config } from "~/config.server";
import { oncePerRequest } from "~/request-scope.server";
import { answering503, KEY_PREFIX, redisClient } from "~/shared-state.server";
import { redisSessions, sqliteSessions, type SessionBackend, type StoredSession } from "./session-backend.server";
import { TOKEN_STORAGE_MS } from "~/lib/token";
import type { PermissionIndex, MenuEntry } from "~/lib/permissions";
import type { Tab } from "~/lib/tabs";
import type { BaseInfo } from "~/platform/account.server";
import type { NotificationOverview } from "~/platform/notifications.server";
import type { AlarmSettings } from "~/lib/live";


export type FlashLevel = "success" | "error" | "info";
export interface Flash {
  level: FlashLevel;
  /** An i18n key (or encoded key with params, see ~/i18n/messages). */
  message: string;
  /** Optional upstream detail text shown under the message. */
  detail?: string | null;
}

/**
 * Everything about a signed-in user lives on the server; the browser's cookie holds only a signed session id,
 * so tokens never reach HTML, loader data or browser storage (hostile case 1).
 */
export interface SessionData {
  idToken?: string;
  refreshToken?: string | null;
  username?: string;
  role?: { mark: string | null; name: string | null; type: string | null; menuList: MenuEntry[] };
  permissions?: PermissionIndex;
  baseInfo?: BaseInfo;
  tabs?: Tab[];
  /** Records' tab names (serial numbers) by tab key. */
  tabLabels?: Record<string, string>;
  flash?: Flash[];
  /** The bell's unread overview and when it was fetched (refreshed hourly, §9). */
  bell?: { at: number; overview: NotificationOverview };
  /** When the session last served the user (ms), for the idle timeout; written at most once a minute. */
  lastSeen?: number;
  /** ROLE_OPERATION's unread popover opens by itself once per session (§6). */
  bellAutoOpened?: boolean;
  /** A failed form's answer waiting for its one view without JavaScript (engine/form-answer.server.ts). */
  formAnswer?: FormAnswer;
  /** Live messages (app/live/feed.server.ts): paused, the last one seen, the account's alarm settings (cached). */
  live?: LiveSessionData;
}

export interface LiveSessionData {
  paused?: boolean;
  seenId?: string;
  alarms?: { at: number; settings: AlarmSettings };
}

/** Sessions in Redis when several console processes share them (REDIS_URL), else in the local SQLite file. */
function openBackend(): SessionBackend {
  const redis = redisClient();
  if (redis) return answering503(redisSessions(redis, KEY_PREFIX));
  return sqliteSessions(config.sessionDbPath || path.join(config.dataDir, "console-sessions.sqlite"));
}

let opened: SessionBackend | null = null;
function backend() {
  opened ??= openBackend();
  return opened;
}

/** Secrets from SESSION_SECRET (comma-separated: the first signs, all verify, so rotation keeps sessions). */
export function sessionSecrets(): string[] {
  if (config.sessionSecrets.length) return config.sessionSecrets;
  // No secret configured (local runs): keep a generated one beside the data so restarts keep sessions.
  const file = path.join(config.dataDir, "session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return [fs.readFileSync(file, "utf8").trim()];
}

export const sessionCookie = createCookie("aed_session", {
  httpOnly: true,
  sameSite: "lax",
  secure: config.cookieSecure,
  path: "/",
  maxAge: TOKEN_STORAGE_MS / 1000,
  secrets: sessionSecrets(),
});

/**
 * The platform's own words when it ended the session with a 401 (§8: "show the detail, then log out"). Read once by
 * the sign-in page; signed, so no other site can put words there.
 */
export const signOutDetailCookie = createCookie("aed_signout_detail", {
  httpOnly: true,
  sameSite: "lax",
  secure: config.cookieSecure,
  path: "/user/login",
  maxAge: 120,
  secrets: sessionSecrets(),
});

const expiresAt = (expires?: Date) => (expires ? expires.getTime() : Date.now() + TOKEN_STORAGE_MS);

const storage = createSessionStorage<SessionData>({
  cookie: sessionCookie,
  async createData(data, expires) {
    const id = randomBytes(24).toString("base64url");
    await backend().create(id, data, expiresAt(expires));
    return id;
  },
  async readData(id) {
    return (await backend().read(id)) as SessionData | null;
  },
  async updateData(id, data, expires) {
    await backend().replace(id, data, expiresAt(expires));
  },
  async deleteData(id) {
    await backend().delete(id);
  },
});

export async function getSession(request: Request): Promise<Session<SessionData>> {
  return storage.getSession(request.headers.get("Cookie"));
}

/**
 * The request's session id and its data as read when the request began, read once for all of the request's
 * loaders (root's branding, requireUser). For what does not change during a page load (tokens, account); writes
 * and their read-modify-write go through updateSessionData, which always reads afresh.
 */
export function readRequestSession(request: Request): Promise<{ id: string; data: SessionData | null }> {
  return oncePerRequest(request, `session\n${request.headers.get("Cookie") ?? ""}`, async () => {
    const session = await getSession(request);
    // Remix reads the data with the id (an unknown id gives empty data): no second read is needed.
    return { id: session.id, data: session.id && Object.keys(session.data).length ? session.data : null };
  });
}

/** Creates a brand-new session (new id) for a sign-in, so an earlier cookie can never be fixed on a user. */
export async function createSignedInSession(data: SessionData): Promise<string> {
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(data)) session.set(key as keyof SessionData, value);
  return storage.commitSession(session);
}

export async function destroySession(session: Session<SessionData>): Promise<string> {
  return storage.destroySession(session);
}

/** Reads the stored data of a session id (fresh from the store, not the request's snapshot). */
export async function readSessionData(id: string): Promise<SessionData | null> {
  if (!id) return null;
  return (await backend().read(id)) as SessionData | null;
}

/**
 * Read-modify-write of one session: parallel loaders of one request each patch their own part (tokens, tabs,
 * flash) without losing the others' writes. null when the session is gone.
 */
export async function updateSessionData(id: string, update: (data: SessionData) => SessionData): Promise<SessionData | null> {
  return (await backend().update(id, (data) => update(data as SessionData) as StoredSession)) as SessionData | null;
}

/** Ends every other console session of the account (after a password change): their cookies stop working. */
export async function deleteOtherSessionsOf(username: string, keepId: string): Promise<number> {
  return backend().deleteOthersOf(username, keepId);
}

export async function deleteSessionById(id: string): Promise<void> {
  await backend().delete(id);
}

export async function pushFlash(id: string, flash: Flash): Promise<void> {
  await updateSessionData(id, (data) => ({ ...data, flash: [...(data.flash ?? []), flash].slice(-5) }));
}

// ---------------------------------------------------------------------------------------------- pending imports

/** How long a checked sheet waits for "import N valid rows". */
export const PENDING_IMPORT_MS = 30 * 60 * 1000;

/**
 * Keeps a checked sheet between its preview and the confirmation (issue 16), server-side so the flow works
 * without JavaScript: beside the session (one per session, a new one replaces it), never in the session row
 * that every request reads. Answers the id the preview's URL and forms carry.
 */
export async function savePendingImport(sessionId: string, data: unknown): Promise<string> {
  const id = randomBytes(12).toString("hex");
  await backend().savePending(sessionId, id, data, PENDING_IMPORT_MS);
  return id;
}

/** The session's pending import of that id, if it has not expired (another session's id reads as none). */
export async function readPendingImport<T>(sessionId: string, id: string | null | undefined): Promise<T | null> {
  if (!id || !/^[0-9a-f]{24}$/.test(id)) return null;
  return (await backend().readPending(sessionId, id)) as T | null;
}

export async function deletePendingImport(sessionId: string, id: string): Promise<void> {
  await backend().deletePending(sessionId, id);
}

// ---------------------------------------------------------------------------------------------- one-time submissions

/** How long a taken submission id (or confirmed import) is remembered: longer than any double click or Back. */
export const ONCE_MS = 24 * 60 * 60 * 1000;

/** A fresh one-time submission id for a form (an add form's `_once`). */
export const newSubmissionId = () => randomBytes(12).toString("hex");

/** A well-formed submission id (hex, as newSubmissionId makes them), or null. */
export const submissionIdOf = (value: FormDataEntryValue | string | null | undefined): string | null =>
  typeof value === "string" && /^[0-9a-f]{24}$/.test(value) ? value : null;

/** Takes the session's one-time `key` (a form's submission id, an import's confirmation): true the first time only. */
export const claimOnce = (sessionId: string, key: string) => backend().claimOnce(`${sessionId}:${key}`, ONCE_MS);
export const isClaimed = (sessionId: string, key: string) => backend().isClaimed(`${sessionId}:${key}`);
/** Gives the key back when the work it guarded failed, so the same form can be sent again. */
export const releaseClaim = (sessionId: string, key: string) => backend().releaseClaim(`${sessionId}:${key}`);
