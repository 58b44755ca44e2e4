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

/** The dayjs format the picker shows a value of `kind` in (typed back the same way). */
export function pickerFormat(kind: NativeDateKind, withSeconds: boolean): string {
  if (kind === "date") return "YYYY-MM-DD";
  return withSeconds ? "YYYY-MM-DD HH:mm:ss" : "YYYY-MM-DD HH:mm";
}

/** The end of a range picked by day alone covers that whole day (a native input would need the time typed). */
export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59);
}
