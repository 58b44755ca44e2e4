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
  };
}

/** A fixed-window limit per key (sign-in attempts per client address, hostile case 23). */
export function createRateLimiter(limit: number, windowMs: number, counters: CounterStore = memoryCounters()) {
  const seconds = (window: CounterWindow) => Math.max(1, Math.ceil(window.resetInMs / 1000));
  return {
    /** Counts an attempt; answers the seconds to wait when over the limit, else 0. */
    async hit(key: string): Promise<number> {
      const window = await counters.hit(key, windowMs);
      return window.count > limit ? seconds(window) : 0;
    },
    /** Without counting: the seconds to wait when the limit is already used up in this window, else 0. */
    async peek(key: string): Promise<number> {
      const window = await counters.peek(key);
      return window && window.count >= limit ? seconds(window) : 0;
    },
  };
}
