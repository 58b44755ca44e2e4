/**
 * Lighthouse's CPU slowdown for a host, from its benchmark index: the table of Lighthouse's docs/throttling.md
 * ("Calibrating the CPU slowdown"), as its linked calculator (patrickhulce/lighthouse-cpu-throttling-calculator)
 * interpolates it. The default 4× assumes a high-end desktop (index ~1,500); a slower host needs less to emulate the
 * same mid-tier phone, a faster one more.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  // 1,300 → 3×, +1× per 233 above (1,533 → 4×, 2,000 → 6×)
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  // 800 → 2×, 1,300 → 3×
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // 150 → 1×, 800 → 2×; below 150 the host is itself a low-end phone
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The median of the runs' benchmark indexes (the machine's speed drifts between runs). */
export function medianIndex(indexes: number[]): number {
  const sorted = indexes.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
