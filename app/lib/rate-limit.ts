/** A fixed-window counter per key (sign-in attempts per client address, hostile case 23). */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts an attempt; returns the seconds to wait when over the limit, else 0. */
    hit(key: string): number {
      const time = now();
      let entry = windows.get(key);
      if (!entry || time - entry.start >= windowMs) {
        entry = { start: time, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (windows.size > 10_000) {
        for (const [k, e] of windows) if (time - e.start >= windowMs) windows.delete(k);
      }
      return entry.count > limit ? Math.ceil((entry.start + windowMs - time) / 1000) : 0;
    },
    /** Without counting: the seconds to wait when the limit is already used up in this window, else 0. */
    peek(key: string): number {
      const time = now();
      const entry = windows.get(key);
      if (!entry || time - entry.start >= windowMs || entry.count < limit) return 0;
      return Math.ceil((entry.start + windowMs - time) / 1000);
    },
  };
}
