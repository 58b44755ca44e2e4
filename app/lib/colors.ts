/** Ten shades of one colour for Mantine's palette, index 6 being the colour itself (Mantine's primary shade). */
export type Shades = [string, string, string, string, string, string, string, string, string, string];

function toRgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

function mix(from: [number, number, number], to: [number, number, number], amount: number): [number, number, number] {
  return [0, 1, 2].map((i) => from[i] + (to[i] - from[i]) * amount) as [number, number, number];
}

export function shadesOf(hex: string): Shades {
  const base = toRgb(hex);
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const lighter = [0.9, 0.78, 0.64, 0.48, 0.32, 0.16].map((amount) => toHex(mix(base, white, amount)));
  const darker = [0.14, 0.28, 0.42].map((amount) => toHex(mix(base, black, amount)));
  return [...lighter, toHex(base), ...darker] as Shades;
}
