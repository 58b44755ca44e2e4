// One palette for the coverage map, its server-drawn sketch and their legend.

/** A call by its cover: none, only AEDs not ready, a ready AED (app/lib/coverage.ts NOT_COVERED…COVERED_READY). */
export const CALL_COLORS = ["#F5222D", "#FA8C16", "#52C41A"] as const;
export const DEVICE_COLORS = { READY: "#135200", NOT_READY: "#A8071A" } as const;
export const SITE_COLOR = "#1677FF";
export const RADIUS_FILL = "rgba(82, 196, 26, 0.14)";
export const RADIUS_LINE = "rgba(168, 7, 26, 0.55)";

/** A city's bubble from red (no ready coverage) through orange to green (half or more covered). */
export function shareColor(share: number): string {
  const stops: [number, [number, number, number]][] = [[0, [245, 34, 45]], [25, [250, 140, 22]], [50, [82, 196, 26]]];
  const s = Math.max(0, Math.min(50, share));
  const i = s >= 25 ? 1 : 0;
  const [a, ca] = stops[i]!;
  const [b, cb] = stops[i + 1]!;
  const f = (s - a) / (b - a);
  return `rgb(${ca.map((c, k) => Math.round(c + (cb[k]! - c) * f)).join(", ")})`;
}
