// The values native date inputs post, and their reading back (the Mantine pickers post exactly these).

/** Native input types whose value is a date, a date and time, or a time of day. */
export type NativeDateKind = "date" | "datetime-local";

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * Reads what a person typed or what a native input holds ("YYYY-MM-DD", "YYYY-MM-DD HH:mm[:ss]",
 * "YYYY-MM-DDTHH:mm[:ss]") as a local date; null when it is not a real calendar date and time.
 */
export function parseDateValue(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/**
 * The value a native input of `kind` posts for `date`: "YYYY-MM-DD", or the normalized local date and time
 * "YYYY-MM-DDTHH:mm", with ":ss" only when the seconds are not zero (as browsers normalize it). "" for none.
 */
export function nativeDateValue(date: Date | null, kind: NativeDateKind): string {
  if (!date || Number.isNaN(date.getTime())) return "";
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (kind === "date") return day;
  const seconds = date.getSeconds() ? `:${pad(date.getSeconds())}` : "";
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}${seconds}`;
}

/**
 * The `step` a native date-time input is drawn with: the field's own (1: to the second) only when its value has
 * seconds, else none (a minute: a range's end then reaches the minute's last second, list.server's rule). Any
 * step attribute makes Chromium build the input's date fields and its locale's formats while the page is parsed,
 * even in a closed filter fold: 4–5 ms at 1×, half the SMS list's parse, the part that pushed the parse past the
 * time the parser gives itself before the first paint on a busy host (ADR 068). A value with seconds (a
 * bookmark made with the picker) keeps the step, or the browser would refuse the form as it stands.
 */
export function nativeStep(kind: NativeDateKind, value: string | undefined, step: number | undefined): number | undefined {
  if (step === undefined || kind !== "datetime-local") return step;
  const seconds = /T\d{2}:\d{2}:(\d{2})/.exec(value ?? "")?.[1];
  return seconds !== undefined && seconds !== "00" ? step : undefined;
}

/** The dayjs format the picker shows a value of `kind` in (typed back the same way). */
export function pickerFormat(kind: NativeDateKind, withSeconds: boolean): string {
  if (kind === "date") return "YYYY-MM-DD";
  return withSeconds ? "YYYY-MM-DD HH:mm:ss" : "YYYY-MM-DD HH:mm";
}

/** The end of a range picked by day alone covers that whole day (a native input would need the time typed). */
export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59);
}
