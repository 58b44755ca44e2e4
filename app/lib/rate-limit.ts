/** One key's current window: how many hits it holds and how long until it ends. */
export interface CounterWindow {
  count: number;
  resetInMs: number;
}

/**
 * Where fixed-window counters live: this process's memory, or Redis when several console processes must share
 * one limit (see ~/shared-state.server).
 */
export interface CounterStore {
  /** Counts one hit in the key's current window (a new window starts when none is open). */
  hit(key: string, windowMs: number): Promise<CounterWindow>;
  /** The key's open window without counting, or null when none is open. */
  peek(key: string): Promise<CounterWindow | null>;
  /** Takes one hit back from the key's open window (an attempt that did not happen after all); none open: nothing. */
  release(key: string): Promise<void>;
}

/** Counters in this process's memory (one process, the sandbox, unit tests). */
export function memoryCounters(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { start: number; end: number; count: number }>();
  const open = (key: string, time: number) => {
    const entry = windows.get(key);
    return entry && time < entry.end ? entry : undefined;
  };
  return {
    async hit(key, windowMs) {
      const time = now();
      let entry = open(key, time);
      if (!entry) {
        entry = { start: time, end: time + windowMs, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (windows.size > 10_000) {
        for (const [k, e] of windows) if (time >= e.end) windows.delete(k);
      }
      return { count: entry.count, resetInMs: entry.end - time };
    },
    async peek(key) {
      const time = now();
      const entry = open(key, time);
      return entry ? { count: entry.count, resetInMs: entry.end - time } : null;
    },
    async release(key) {
      const entry = open(key, now());
      if (entry && entry.count > 0) entry.count -= 1;
    },
  };
}

/**
 * A fixed-window limit per key (sign-in attempts per client address, hostile case 23; SMS codes and registrations,
 * hostile case 42). `name` keeps the keys of several limits apart in one counter store.
 */
export function createRateLimiter(limit: number, windowMs: number, counters: CounterStore = memoryCounters(), name = "") {
  const seconds = (window: CounterWindow) => Math.max(1, Math.ceil(window.resetInMs / 1000));
  return {
    /** Counts an attempt; answers the seconds to wait when over the limit, else 0. */
    async hit(key: string): Promise<number> {
      const window = await counters.hit(name + key, windowMs);
      return window.count > limit ? seconds(window) : 0;
    },
    /** Without counting: the seconds to wait when the limit is already used up in this window, else 0. */
    async peek(key: string): Promise<number> {
      const window = await counters.peek(name + key);
      return window && window.count >= limit ? seconds(window) : 0;
    },
    /** Takes back an attempt counted by `hit` that did not happen after all. */
    async release(key: string): Promise<void> {
      await counters.release(name + key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** What `hitEach` answers: the first limit that was over (its index and wait), or -1; and a way to take it all back. */
export interface Taken {
  over: number;
  seconds: number;
  /** Takes back the hits of an allowed attempt that did not happen after all (the platform refused it). */
  release(): Promise<void>;
}

/**
 * Counts one attempt against several limits in order (per client, then for everyone). The first one over answers
 * its index and wait, the later ones are not counted and the earlier hits are taken back, so a refused attempt
 * spends no one's allowance.
 */
export async function hitEach(limits: readonly { limiter: RateLimiter; key: string }[]): Promise<Taken> {
  const counted: { limiter: RateLimiter; key: string }[] = [];
  const release = async () => {
    await Promise.all(counted.splice(0).map(({ limiter, key }) => limiter.release(key)));
  };
  for (const [index, limit] of limits.entries()) {
    const seconds = await limit.limiter.hit(limit.key);
    if (seconds) {
      // Its own over-the-limit hit is taken back too: the window's end, and so the wait, stays the same.
      counted.push(limit);
      await release();
      return { over: index, seconds, release: async () => undefined };
    }
    counted.push(limit);
  }
  return { over: -1, seconds: 0, release };
}
