import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { config } from "~/config.server";
import { TOKEN_STORAGE_MS } from "~/lib/token";
import type { PermissionIndex, MenuEntry } from "~/lib/permissions";
import type { Tab } from "~/lib/tabs";
import type { BaseInfo } from "~/platform/account.server";
import type { NotificationOverview } from "~/platform/notifications.server";


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
}

function openDatabase(): Database.Database {
  const file = config.sessionDbPath || path.join(config.dataDir, "console-sessions.sqlite");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.exec("CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, data TEXT NOT NULL, expires INTEGER NOT NULL)");
  return db;
}

let database: Database.Database | null = null;
function db() {
  database ??= openDatabase();
  return database;
}

/** Secrets from SESSION_SECRET (comma-separated: the first signs, all verify, so rotation keeps sessions). */
function sessionSecrets(): string[] {
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

const expiresAt = (expires?: Date) => (expires ? expires.getTime() : Date.now() + TOKEN_STORAGE_MS);

const storage = createSessionStorage<SessionData>({
  cookie: sessionCookie,
  async createData(data, expires) {
    const id = randomBytes(24).toString("base64url");
    db().prepare("INSERT INTO sessions (id, data, expires) VALUES (?, ?, ?)").run(id, JSON.stringify(data), expiresAt(expires));
    return id;
  },
  async readData(id) {
    const row = db().prepare("SELECT data, expires FROM sessions WHERE id = ?").get(id) as { data: string; expires: number } | undefined;
    if (!row) return null;
    if (row.expires < Date.now()) {
      db().prepare("DELETE FROM sessions WHERE id = ?").run(id);
      return null;
    }
    return JSON.parse(row.data);
  },
  async updateData(id, data, expires) {
    db().prepare("UPDATE sessions SET data = ?, expires = ? WHERE id = ?").run(JSON.stringify(data), expiresAt(expires), id);
  },
  async deleteData(id) {
    db().prepare("DELETE FROM sessions WHERE id = ?").run(id);
  },
});

export async function getSession(request: Request): Promise<Session<SessionData>> {
  return storage.getSession(request.headers.get("Cookie"));
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
export function readSessionData(id: string): SessionData | null {
  if (!id) return null;
  const row = db().prepare("SELECT data FROM sessions WHERE id = ?").get(id) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as SessionData) : null;
}

/**
 * Read-modify-write of one session in a single synchronous transaction: parallel loaders of one request
 * each patch their own part (tokens, tabs, flash) without losing the others' writes.
 */
export function updateSessionData(id: string, update: (data: SessionData) => SessionData): SessionData | null {
  const run = db().transaction(() => {
    const current = readSessionData(id);
    if (!current) return null;
    const next = update(current);
    db().prepare("UPDATE sessions SET data = ? WHERE id = ?").run(JSON.stringify(next), id);
    return next;
  });
  return run();
}

/** Ends every other console session of the account (after a password change): their cookies stop working. */
export function deleteOtherSessionsOf(username: string, keepId: string): number {
  return db().prepare("DELETE FROM sessions WHERE json_extract(data, '$.username') = ? AND id <> ?").run(username, keepId).changes;
}

export function deleteSessionById(id: string): void {
  db().prepare("DELETE FROM sessions WHERE id = ?").run(id);
}

export function pushFlash(id: string, flash: Flash): void {
  updateSessionData(id, (data) => ({ ...data, flash: [...(data.flash ?? []), flash].slice(-5) }));
}

export function takeFlash(id: string): Flash[] {
  let taken: Flash[] = [];
  updateSessionData(id, (data) => {
    taken = data.flash ?? [];
    return taken.length ? { ...data, flash: [] } : data;
  });
  return taken;
}

// ---------------------------------------------------------------------------------------------- pending imports

/** How long a checked sheet waits for "import N valid rows". */
export const PENDING_IMPORT_MS = 30 * 60 * 1000;

let pendingReady = false;
function pendingTable() {
  if (pendingReady) return db();
  pendingReady = true;
  db().exec("CREATE TABLE IF NOT EXISTS pending_imports (id TEXT PRIMARY KEY, sessionId TEXT NOT NULL, data TEXT NOT NULL, expires INTEGER NOT NULL)");
  return db();
}

/**
 * Keeps a checked sheet between its preview and the confirmation (issue 16), server-side so the flow works
 * without JavaScript: beside the session (one per session, a new one replaces it), never in the session row
 * that every request reads. Answers the id the preview's URL and forms carry.
 */
export function savePendingImport(sessionId: string, data: unknown): string {
  const id = randomBytes(12).toString("hex");
  const store = pendingTable();
  store.transaction(() => {
    store.prepare("DELETE FROM pending_imports WHERE sessionId = ? OR expires < ?").run(sessionId, Date.now());
    store.prepare("INSERT INTO pending_imports (id, sessionId, data, expires) VALUES (?, ?, ?, ?)").run(id, sessionId, JSON.stringify(data), Date.now() + PENDING_IMPORT_MS);
  })();
  return id;
}

/** The session's pending import of that id, if it has not expired (another session's id reads as none). */
export function readPendingImport<T>(sessionId: string, id: string | null | undefined): T | null {
  if (!id || !/^[0-9a-f]{24}$/.test(id)) return null;
  const row = pendingTable().prepare("SELECT data FROM pending_imports WHERE id = ? AND sessionId = ? AND expires >= ?").get(id, sessionId, Date.now()) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as T) : null;
}

export function deletePendingImport(sessionId: string, id: string): void {
  pendingTable().prepare("DELETE FROM pending_imports WHERE id = ? AND sessionId = ?").run(id, sessionId);
}
