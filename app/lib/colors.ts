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

const WHITE: [number, number, number] = [255, 255, 255];
const BLACK: [number, number, number] = [0, 0, 0];

/** WCAG 2.1 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The backgrounds the primary shade is read on: white (cards, tables, buttons' text) and the page's grey. Text of
 * the primary shade must reach 4.5:1 on both, and white text on a primary button the same (WCAG 2.1 AA 1.4.3).
 */
const READ_ON = ["#FFFFFF", "#F0F2F5"];
const AA_TEXT = 4.5;

/** The colour itself when it reads at AA on the console's backgrounds, else the same hue darkened just enough. */
export function readable(hex: string): string {
  const base = toRgb(hex);
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = toHex(mix(base, BLACK, amount));
    if (READ_ON.every((background) => contrast(candidate, background) >= AA_TEXT + 0.05)) return candidate;
  }
  return "#000000";
}

/**
 * Ten shades of a chosen colour. The lighter ones (backgrounds, borders) come from the colour as chosen; the
 * primary shade (6: links, filled buttons, active menu entries) is the colour made readable, and 7–9 darker still.
 * A light preset such as #1890FF (3.2:1 on white) is drawn a little darker as text and buttons (issue 14).
 */
export function shadesOf(hex: string): Shades {
  const base = toRgb(hex);
  const lighter = [0.9, 0.78, 0.64, 0.48, 0.32, 0.16].map((amount) => toHex(mix(base, WHITE, amount)));
  const primary = readable(hex);
  const darker = [0.14, 0.28, 0.42].map((amount) => toHex(mix(toRgb(primary), BLACK, amount)));
  return [...lighter, primary, ...darker] as Shades;
}

/** A palette (e.g. Mantine's red, whose shade 6 is error text) with shade 6 made readable and 7–9 darker than it. */
export function withReadablePrimary(shades: readonly string[]): Shades {
  const primary = readable(shades[6]!);
  if (primary === shades[6]!.toUpperCase()) return [...shades] as Shades;
  const darker = [0.14, 0.28, 0.42].map((amount) => toHex(mix(toRgb(primary), BLACK, amount)));
  return [...shades.slice(0, 6), primary, ...darker] as Shades;
}

/** Mantine 7's red palette (its shade 6 is error text: 3.3:1 on white before `withReadablePrimary`). */
export const MANTINE_RED = ["#fff5f5", "#ffe3e3", "#ffc9c9", "#ffa8a8", "#ff8787", "#ff6b6b", "#fa5252", "#f03e3e", "#e03131", "#c92a2a"] as const;
