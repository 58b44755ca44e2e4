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
