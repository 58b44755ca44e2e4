// Display width for mixed Chinese/Latin text (spec §5): ASCII is 1, everything else 2,
// which approximates full-width CJK glyphs in a monospace-ish layout.

/**
 * §5's shortest text limit, 15 characters, as a display width: what a name shows in a table cell or a tab before it
 * is cut (15 Chinese characters, or 30 ASCII ones); the whole name stays in the element's title.
 */
export const NAME_WIDTH = 30;

function charWidth(ch: string): number {
  return (ch.codePointAt(0) ?? 0) < 128 ? 1 : 2;
}

/** Width by code point, so a surrogate pair (emoji) counts once, as 2. */
export function textWidth(s: string): number {
  if (typeof s !== 'string') return 0;
  let w = 0;
  for (const ch of s) w += charWidth(ch);
  return w;
}

/**
 * Cuts `s` so that the result, ellipsis included, is at most `maxWidth` wide.
 * maxWidth ≤ 0 (or not a number) means no truncation. Never splits a surrogate pair.
 * If even the ellipsis does not fit, the text is cut to maxWidth without an ellipsis.
 */
export function truncateByWidth(s: string, maxWidth: number, ellipsis = '…'): string {
  if (typeof s !== 'string') return '';
  if (!(maxWidth > 0) || textWidth(s) <= maxWidth) return s;
  const ellipsisWidth = textWidth(ellipsis);
  const withEllipsis = ellipsisWidth <= maxWidth;
  const budget = withEllipsis ? maxWidth - ellipsisWidth : maxWidth;
  let out = '';
  let w = 0;
  for (const ch of s) {
    const cw = charWidth(ch);
    if (w + cw > budget) break;
    out += ch;
    w += cw;
  }
  return withEllipsis ? out + ellipsis : out;
}
