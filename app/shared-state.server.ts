/**
 * State that several console processes behind one load balancer must share: with REDIS_URL it lives in Redis,
 * without it in this process (SQLite sessions, in-memory counters, locks and sign-out reasons), so a single
 * `npm start` needs nothing else. Callers use the small interfaces and never ask which one they got.
 */
import { json } from "@remix-run/node";
import { Redis } from "ioredis";
import { config } from "~/config.server";
import { metrics } from "~/metrics.server";
import { describeFailure, registerCloser, registerReadinessCheck } from "~/process-hooks.server";
import { memoryExpiringValues, type ExpiringValues } from "~/lib/expiring-values";
import { memoryCounters, type CounterStore } from "~/lib/rate-limit";
import { memoryLock, type Lock } from "~/lib/single-flight";

/** Every key the console writes starts so, so one Redis can serve other things too. */
export const KEY_PREFIX = "aed:";

const ERROR_LOG_MS = 10_000;

/**
 * A client that never hangs a request: commands queued while Redis is away or slow fail after the command
 * timeout (the page answers 503), it reconnects by itself, and errors are logged rather than thrown.
 */
export function connectRedis(url: string, timeoutMs = config.redisTimeoutMs): Redis {
  const redis = new Redis(url, {
    commandTimeout: timeoutMs,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(100 * times, 1000),
  });
  let lastLogged = 0;
  redis.on("error", (error: Error) => {
    if (Date.now() - lastLogged < ERROR_LOG_MS) return;
    lastLogged = Date.now();
    console.error(`[console] Redis: ${error.message}`);
  });
  timeCommands(redis);
  return redis;
}

type Command = { name: string; promise: Promise<unknown> };

/** Every command's latency and failure into the metrics (issue 37), by command name (a bounded label). */
function timeCommands(redis: Redis): void {
  const send = redis.sendCommand.bind(redis) as (command: Command, stream?: unknown) => unknown;
  const timed = new WeakSet<Command>();
  (redis as unknown as { sendCommand: typeof send }).sendCommand = (command, stream) => {
    if (!timed.has(command)) {
      timed.add(command);
      const started = performance.now();
      const labels = { command: metrics.labels.command.of(String(command.name).toLowerCase()) };
      const observe = () => metrics.redisDuration.observe(labels, (performance.now() - started) / 1000);
      command.promise.then(observe, () => {
        observe();
        metrics.redisErrors.inc(labels);
      });
    }
    return send(command, stream);
  };
}

let client: Redis | null = null;
/** The process's Redis client, or null when REDIS_URL is unset. */
export function redisClient(): Redis | null {
  if (!config.redisUrl) return null;
  if (!client) {
    const redis = (client = connectRedis(config.redisUrl));
    // Readiness (issue 37): Redis answers a PING within the command timeout.
    registerReadinessCheck("redis", async () => {
      try {
        return (await redis.ping()) === "PONG" ? { ok: true } : { ok: false, error: "error" };
      } catch (error) {
        return { ok: false, error: /timed out/i.test(String((error as Error)?.message)) ? "timeout" : describeFailure(error) };
      }
    });
    // Closed on a stop once the last request is answered.
    registerCloser("redis", async () => {
      await redis.quit().catch(() => redis.disconnect());
    }, "clients");
  }
  return client;
}

/** The §8 server-error answer for a page whose shared state cannot be reached (Redis down or slow). */
export function stateUnavailable(): Response {
  return json({ message: "error.serviceError" }, { status: 503 });
}

/** Wraps each method so a store failure becomes the 503 answer instead of an unexplained 500. */
export function answering503<T extends object>(store: T): T {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        try {
          return await value.apply(target, args);
        } catch (error) {
          if (error instanceof Response) throw error;
          console.error(`[console] shared state unavailable: ${error instanceof Error ? error.message : String(error)}`);
          throw stateUnavailable();
        }
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------- Redis versions

/** Takes one hit back, only from a window still open (DECR keeps the key's expiry). */
const RELEASE_HIT_SCRIPT = "local n = tonumber(redis.call('GET', KEYS[1])) if n and n > 0 then return redis.call('DECR', KEYS[1]) end return 0";

/** Fixed windows as INCR on a key that expires with its window (SET NX PX opens it). */
export function redisCounters(redis: Redis, prefix = `${KEY_PREFIX}count:`): CounterStore {
  return {
    async hit(key, windowMs) {
      const name = prefix + key;
      const replies = await redis.multi().set(name, 0, "PX", windowMs, "NX").incr(name).pttl(name).exec();
      if (!replies) throw new Error("Redis transaction aborted");
      for (const [error] of replies) if (error) throw error;
      return { count: Number(replies[1]![1]), resetInMs: Math.max(0, Number(replies[2]![1])) };
    },
    async peek(key) {
      const name = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(name), redis.pttl(name)]);
      return count === null || ttl <= 0 ? null : { count: Number(count), resetInMs: ttl };
    },
    async release(key) {
      await redis.eval(RELEASE_HIT_SCRIPT, 1, prefix + key);
    },
  };
}

/** Deletes the lock only while it still holds our token (it may have expired and been taken by another). */
const RELEASE_SCRIPT = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end";

/** SET NX PX: the lock spans processes and frees itself if its holder dies. */
export function redisLock(redis: Redis, prefix = `${KEY_PREFIX}lock:`): Lock {
  return {
    async acquire(key, ttlMs) {
      const token = `${process.pid}:${Math.random().toString(36).slice(2)}`;
      const taken = await redis.set(prefix + key, token, "PX", ttlMs, "NX");
      if (taken !== "OK") return null;
      return async () => {
        await redis.eval(RELEASE_SCRIPT, 1, prefix + key, token);
      };
    },
  };
}

export function redisExpiringValues(redis: Redis, prefix: string): ExpiringValues {
  return {
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, value, "PX", ttlMs);
    },
    async get(key) {
      return (await redis.get(prefix + key)) ?? undefined;
    },
  };
}

// ---------------------------------------------------------------------------------------------- the choice

const redis = redisClient();

/** Rate-limit counters (sign-in attempts, SMS codes, registrations) shared by every console process. */
export const counters: CounterStore = redis ? answering503(redisCounters(redis)) : memoryCounters();
/** The token-refresh lock. */
export const locks: Lock = redis ? answering503(redisLock(redis)) : memoryLock();
/** Why recently ended sessions ended. */
export const signOutReasons: ExpiringValues = redis ? answering503(redisExpiringValues(redis, `${KEY_PREFIX}signout:`)) : memoryExpiringValues();
