/**
 * Where console sessions are kept: a SQLite file for one process (the default), Redis when several processes
 * share them (REDIS_URL). session-store.server.ts is the only caller.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Redis } from "ioredis";
import { BoundedMemo } from "~/lib/bounded-memo";

/** The stored fields of one session (session-store's SessionData); the backends only see JSON values. */
export type StoredSession = Record<string, unknown>;

export interface SessionBackend {
  create(id: string, data: StoredSession, expiresAt: number): Promise<void>;
  /** The session's data, or null when it is unknown or expired. */
  read(id: string): Promise<StoredSession | null>;
  /** Replaces the data and expiry (Remix's commitSession of an existing session). */
  replace(id: string, data: StoredSession, expiresAt: number): Promise<void>;
  /** Read-modify-write that keeps concurrent patches of other fields; null (and nothing written) when the session is gone. */
  update(id: string, change: (data: StoredSession) => StoredSession): Promise<StoredSession | null>;
  delete(id: string): Promise<void>;
  /** Ends every other session of the account; answers how many ended. */
  deleteOthersOf(username: string, keepId: string): Promise<number>;
  /** One pending import per session (a new one replaces the old), kept ttlMs. */
  savePending(sessionId: string, id: string, data: unknown, ttlMs: number): Promise<void>;
  readPending(sessionId: string, id: string): Promise<unknown | null>;
  deletePending(sessionId: string, id: string): Promise<void>;
  /**
   * Takes a one-time key (a form's submission id, a pending import's confirmation) for ttlMs: true for the first
   * caller only, across processes; a double submit's second request answers false.
   */
  claimOnce(key: string, ttlMs: number): Promise<boolean>;
  /** Whether the key is taken (and not expired). */
  isClaimed(key: string): Promise<boolean>;
  /** Frees a key whose work failed, so the same submission may be tried again. */
  releaseClaim(key: string): Promise<void>;
}

// ---------------------------------------------------------------------------------------------- SQLite

/**
 * Every page reads its session (twice: the user, then the frame's tabs), and parsing its ~19 kB of JSON (the role's
 * menu and permissions) cost more than the read. The last parsed value of each session is kept with the text it
 * came from and answered again while the stored text is the same. Frozen, since every request shares it (the code
 * changes sessions by copying, never in place).
 */
const parsedSessions = new BoundedMemo<{ text: string; data: StoredSession }>(2000);

function parsedSession(id: string, text: string): StoredSession {
  const kept = parsedSessions.find(id);
  if (kept?.text === text) return kept.data;
  const data = deepFreeze(JSON.parse(text) as StoredSession);
  parsedSessions.put(id, { text, data });
  return data;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

export function sqliteSessions(file: string): SessionBackend {
  let database: Database.Database | null = null;
  const db = () => {
    if (database) return database;
    if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
    database = new Database(file);
    database.pragma("journal_mode = WAL");
    database.exec("CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, data TEXT NOT NULL, expires INTEGER NOT NULL)");
    database.exec("CREATE TABLE IF NOT EXISTS pending_imports (id TEXT PRIMARY KEY, sessionId TEXT NOT NULL, data TEXT NOT NULL, expires INTEGER NOT NULL)");
    database.exec("CREATE TABLE IF NOT EXISTS once_claims (key TEXT PRIMARY KEY, expires INTEGER NOT NULL)");
    return database;
  };
  // Prepared once: preparing a statement cost more than running it, several times on every page.
  const statements = new Map<string, Database.Statement>();
  const sql = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db().prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  const read = (id: string): StoredSession | null => {
    const row = sql("SELECT data, expires FROM sessions WHERE id = ?").get(id) as { data: string; expires: number } | undefined;
    if (!row) return null;
    if (row.expires < Date.now()) {
      sql("DELETE FROM sessions WHERE id = ?").run(id);
      return null;
    }
    return parsedSession(id, row.data);
  };
  return {
    async create(id, data, expiresAt) {
      sql("INSERT INTO sessions (id, data, expires) VALUES (?, ?, ?)").run(id, JSON.stringify(data), expiresAt);
    },
    async read(id) {
      return read(id);
    },
    async replace(id, data, expiresAt) {
      sql("UPDATE sessions SET data = ?, expires = ? WHERE id = ?").run(JSON.stringify(data), expiresAt, id);
    },
    async update(id, change) {
      // One synchronous transaction: parallel loaders cannot interleave their read and write.
      return db().transaction(() => {
        const current = read(id);
        if (!current) return null;
        const next = change(current);
        // A change that kept the data as it was (no flash to take) has nothing to write.
        if (next !== current) sql("UPDATE sessions SET data = ? WHERE id = ?").run(JSON.stringify(next), id);
        return next;
      })();
    },
    async delete(id) {
      sql("DELETE FROM sessions WHERE id = ?").run(id);
    },
    async deleteOthersOf(username, keepId) {
      return sql("DELETE FROM sessions WHERE json_extract(data, '$.username') = ? AND id <> ?").run(username, keepId).changes;
    },
    async savePending(sessionId, id, data, ttlMs) {
      db().transaction(() => {
        sql("DELETE FROM pending_imports WHERE sessionId = ? OR expires < ?").run(sessionId, Date.now());
        sql("INSERT INTO pending_imports (id, sessionId, data, expires) VALUES (?, ?, ?, ?)").run(id, sessionId, JSON.stringify(data), Date.now() + ttlMs);
      })();
    },
    async readPending(sessionId, id) {
      const row = sql("SELECT data FROM pending_imports WHERE id = ? AND sessionId = ? AND expires >= ?").get(id, sessionId, Date.now()) as { data: string } | undefined;
      return row ? JSON.parse(row.data) : null;
    },
    async deletePending(sessionId, id) {
      sql("DELETE FROM pending_imports WHERE id = ? AND sessionId = ?").run(id, sessionId);
    },
    async claimOnce(key, ttlMs) {
      return db().transaction(() => {
        sql("DELETE FROM once_claims WHERE expires < ?").run(Date.now());
        return sql("INSERT OR IGNORE INTO once_claims (key, expires) VALUES (?, ?)").run(key, Date.now() + ttlMs).changes === 1;
      })();
    },
    async isClaimed(key) {
      return Boolean(sql("SELECT 1 FROM once_claims WHERE key = ? AND expires >= ?").get(key, Date.now()));
    },
    async releaseClaim(key) {
      sql("DELETE FROM once_claims WHERE key = ?").run(key);
    },
  };
}

// ---------------------------------------------------------------------------------------------- Redis

/** A hash field every session has, so a session with no data still exists as a key. */
const PRESENT = "_";

/**
 * Writes changed fields only while the session still exists: a session signed out meanwhile (on any process)
 * must not come back as a key without expiry. ARGV: number of fields to set, field/value pairs, fields to delete.
 */
const PATCH_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local n = tonumber(ARGV[1])
for i = 2, 2 * n, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
for i = 2 * n + 2, #ARGV do redis.call('HDEL', KEYS[1], ARGV[i]) end
return 1`;

/**
 * A session is a hash (one JSON value per top-level field) expiring with the session, and each account has a set
 * of its session ids so "end my other sessions" works without scanning. An update writes only the fields it
 * changed, so parallel loaders on different processes patching different parts (tabs, flash, tokens) keep each
 * other's writes; within a process updates of one session run one after another.
 */
export function redisSessions(redis: Redis, prefix = "aed:"): SessionBackend {
  const sessionKey = (id: string) => `${prefix}session:${id}`;
  const userKey = (username: string) => `${prefix}user-sessions:${username}`;
  const pendingKey = (sessionId: string) => `${prefix}pending-import:${sessionId}`;
  const claimKey = (key: string) => `${prefix}once:${key}`;

  const decode = (hash: Record<string, string>): StoredSession | null => {
    if (!(PRESENT in hash)) return null;
    const data: StoredSession = {};
    for (const [field, value] of Object.entries(hash)) if (field !== PRESENT) data[field] = JSON.parse(value);
    return data;
  };
  const encode = (data: StoredSession): string[] => {
    const fields = [PRESENT, "1"];
    for (const [field, value] of Object.entries(data)) if (value !== undefined) fields.push(field, JSON.stringify(value));
    return fields;
  };
  const write = async (id: string, data: StoredSession, expiresAt: number, replace: boolean) => {
    const key = sessionKey(id);
    const ttl = Math.max(1, expiresAt - Date.now());
    const tx = redis.multi();
    if (replace) tx.del(key);
    tx.hset(key, ...encode(data)).pexpire(key, ttl);
    if (typeof data.username === "string") tx.sadd(userKey(data.username), id).pexpire(userKey(data.username), ttl);
    const replies = await tx.exec();
    for (const [error] of replies ?? []) if (error) throw error;
  };

  const queues = new Map<string, Promise<unknown>>();
  const oneAtATime = <T>(id: string, work: () => Promise<T>): Promise<T> => {
    const previous = queues.get(id) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    queues.set(id, settled);
    void settled.then(() => {
      if (queues.get(id) === settled) queues.delete(id);
    });
    return next;
  };

  return {
    create: (id, data, expiresAt) => write(id, data, expiresAt, false),
    async read(id) {
      return decode(await redis.hgetall(sessionKey(id)));
    },
    replace: (id, data, expiresAt) => write(id, data, expiresAt, true),
    update(id, change) {
      return oneAtATime(id, async () => {
        const current = decode(await redis.hgetall(sessionKey(id)));
        if (!current) return null;
        const next = change(current);
        const set: string[] = [];
        const removed: string[] = [];
        for (const field of new Set([...Object.keys(current), ...Object.keys(next)])) {
          if (next[field] === undefined) {
            if (current[field] !== undefined) removed.push(field);
          } else {
            const value = JSON.stringify(next[field]);
            if (value !== JSON.stringify(current[field])) set.push(field, value);
          }
        }
        if (!set.length && !removed.length) return next;
        const written = await redis.eval(PATCH_SCRIPT, 1, sessionKey(id), set.length / 2, ...set, ...removed);
        if (!written) return null;
        if (typeof next.username === "string" && next.username !== current.username) await redis.sadd(userKey(next.username), id);
        return next;
      });
    },
    async delete(id) {
      const username = await redis.hget(sessionKey(id), "username");
      const tx = redis.multi().del(sessionKey(id), pendingKey(id));
      if (username) tx.srem(userKey(JSON.parse(username) as string), id);
      await tx.exec();
    },
    async deleteOthersOf(username, keepId) {
      const others = (await redis.smembers(userKey(username))).filter((id) => id !== keepId);
      if (!others.length) return 0;
      // Ids whose session has already expired leave the set here too.
      const replies = await redis.multi().del(...others.map(sessionKey)).srem(userKey(username), ...others).exec();
      const [error, deleted] = replies?.[0] ?? [null, 0];
      if (error) throw error;
      return Number(deleted);
    },
    async savePending(sessionId, id, data, ttlMs) {
      await redis.set(pendingKey(sessionId), JSON.stringify({ id, data }), "PX", ttlMs);
    },
    async readPending(sessionId, id) {
      const stored = await redis.get(pendingKey(sessionId));
      if (!stored) return null;
      const pending = JSON.parse(stored) as { id: string; data: unknown };
      return pending.id === id ? pending.data : null;
    },
    async deletePending(sessionId, id) {
      if ((await this.readPending(sessionId, id)) !== null) await redis.del(pendingKey(sessionId));
    },
    async claimOnce(key, ttlMs) {
      return (await redis.set(claimKey(key), "1", "PX", ttlMs, "NX")) === "OK";
    },
    async isClaimed(key) {
      return (await redis.exists(claimKey(key))) === 1;
    },
    async releaseClaim(key) {
      await redis.del(claimKey(key));
    },
  };
}
