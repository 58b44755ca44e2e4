/**
 * Runs at most one `work` per key at a time; callers arriving while it runs share its result.
 * Used so that ten loaders on an expired token cause exactly one refresh call (hostile case 4).
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return function run(key: string, work: () => Promise<T>): Promise<T> {
    const existing = running.get(key);
    if (existing) return existing;
    const promise = work().finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  };
}

/** Releases a held lock (only if it is still ours). */
export type Release = () => Promise<void>;

/**
 * A lock that may span processes (Redis when several consoles share sessions, see ~/shared-state.server).
 * Locks expire by themselves after ttlMs, so a process that dies holding one blocks nobody for long.
 */
export interface Lock {
  /** Takes the key for at most ttlMs; null when someone else holds it. */
  acquire(key: string, ttlMs: number): Promise<Release | null>;
}

/** A lock of this process only (one console process: single-flight already shares the work). */
export function memoryLock(now: () => number = Date.now): Lock {
  const held = new Map<string, { until: number; token: object }>();
  return {
    async acquire(key, ttlMs) {
      const current = held.get(key);
      if (current && current.until > now()) return null;
      const token = {};
      held.set(key, { until: now() + ttlMs, token });
      return async () => {
        if (held.get(key)?.token === token) held.delete(key);
      };
    },
  };
}

export interface ExclusiveOptions<T> {
  /** How long the lock lasts if its holder never releases it. */
  ttlMs: number;
  /** The longest a loser waits for the winner before giving up (a thrown error). */
  waitMs: number;
  pollMs?: number;
  /** The winner's result as the others see it (say, a refreshed token in the session); undefined: not there yet. */
  winnerResult: () => Promise<T | undefined>;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Runs `work` in exactly one of the processes that ask at once: the one that takes the lock works, the others poll
 * for its result. If the winner fails (its result never shows and the lock is freed), the next one to take the lock
 * works instead. The winner may finish between a loser's look and its next try at the lock, so `work` must first
 * check whether the result is already there.
 */
export async function runExclusive<T>(lock: Lock, key: string, work: () => Promise<T>, options: ExclusiveOptions<T>): Promise<T> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deadline = Date.now() + options.waitMs;
  for (let first = true; ; first = false) {
    if (!first) {
      const result = await options.winnerResult();
      if (result !== undefined) return result;
    }
    const release = await lock.acquire(key, options.ttlMs);
    if (release) {
      try {
        return await work();
      } finally {
        await release().catch(() => undefined);
      }
    }
    if (Date.now() >= deadline) throw new Error(`lock ${key}: no result within ${options.waitMs} ms`);
    await sleep(options.pollMs ?? 50);
  }
}
