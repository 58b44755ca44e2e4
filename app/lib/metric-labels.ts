/**
 * Label values of the console's metrics (issue 37) must stay few: a label per id, user or raw URL would make a new
 * series for each and grow Prometheus (and this process) without bound. These helpers turn what a request or a
 * platform call carries into a value from a small set.
 */

/** A path segment kept as it is: a word of letters, with hyphens, underscores or a version like "v1". */
const WORD = /^(?:[A-Za-z]+(?:[-_][A-Za-z]+)*|v\d{1,2})$/;
/** Longer than any of the platform's call names: an id or token spelled in letters. */
const MAX_WORD = 40;

/**
 * The template of a platform call's path: the query dropped, and every segment that is not a plain word (numbers,
 * UUIDs, serial numbers, anything percent-encoded) replaced by `:id`. `/v1/devices/AED-123/container` →
 * `/v1/devices/:id/container`.
 */
export function pathTemplate(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  const segments = pathname.split("/").map((segment) => (segment === "" || (segment.length <= MAX_WORD && WORD.test(segment)) ? segment : ":id"));
  return segments.join("/") || "/";
}

/** 2xx, 3xx, 4xx, 5xx; anything else (no answer at all) is "none". */
export function statusClass(status: number | undefined | null): string {
  return typeof status === "number" && status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "none";
}

/**
 * Caps the distinct values a label may take: the first `max` values seen pass, later new ones become `other`. A
 * last guard behind the templates above (an id spelled only in letters would pass them).
 */
export class BoundedLabel {
  private readonly seen = new Set<string>();

  constructor(
    private readonly max: number,
    private readonly overflow = "other",
  ) {}

  of(value: string): string {
    if (this.seen.has(value)) return value;
    if (this.seen.size >= this.max) return this.overflow;
    this.seen.add(value);
    return value;
  }
}
