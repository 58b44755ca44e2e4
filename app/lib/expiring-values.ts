/** Short-lived values by key (why a session just ended): this process's memory, or Redis (~/shared-state.server). */
export interface ExpiringValues {
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | undefined>;
}

export function memoryExpiringValues(now: () => number = Date.now): ExpiringValues {
  const entries = new Map<string, { value: string; until: number }>();
  return {
    async set(key, value, ttlMs) {
      const time = now();
      for (const [k, entry] of entries) if (entry.until <= time) entries.delete(k);
      entries.set(key, { value, until: time + ttlMs });
    },
    async get(key) {
      const entry = entries.get(key);
      return entry && entry.until > now() ? entry.value : undefined;
    },
  };
}
