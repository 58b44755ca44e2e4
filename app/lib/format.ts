// Display formatters (spec §9: number filters, date format, greeting, weekdays).
// Dates are parsed and formatted as dayjs does (its string rule below), without shipping dayjs to every page.

const NUMERIC_STRING = /^([+-]?)(\d*)(?:\.(\d+))?$/;

// Plain decimal text for a finite number; avoids exponent notation that String() uses for
// very large or very small magnitudes.
function numberToPlain(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  if (Math.abs(n) >= 1) return BigInt(Math.trunc(n)).toString(); // ≥ 1e21 is always an integer
  return n.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

function groupThousands(intPart: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * '1234567.5' → '1,234,567.5'. Keeps the decimals exactly as given and the minus sign
 * (a leading '+' is dropped). '' for null/undefined/NaN/Infinity or non-numeric text.
 */
export function formatThousands(n: number | string | null | undefined): string {
  let text: string;
  if (typeof n === 'number') {
    if (!Number.isFinite(n)) return '';
    text = numberToPlain(n);
  } else if (typeof n === 'string') {
    text = n.trim();
  } else {
    return '';
  }
  const m = NUMERIC_STRING.exec(text);
  if (!m || (m[2] === '' && m[3] === undefined)) return '';
  const sign = m[1] === '-' ? '-' : '';
  const intPart = groupThousands(m[2] === '' ? '0' : m[2]);
  return m[3] === undefined ? `${sign}${intPart}` : `${sign}${intPart}.${m[3]}`;
}

// Up to 2 decimals, trailing zeros trimmed.
function twoDecimals(x: number): string {
  return x.toFixed(2).replace(/\.?0+$/, '');
}

/**
 * Chinese-style big numbers: below 10,000 grouped by thousands; below 100,000,000 in units of
 * 10,000 (万); otherwise in units of 100,000,000 (亿). Up to 2 decimals. '' for NaN/Infinity.
 * A value that rounds up to the next unit moves to it (99,999,999 → '1亿', not '10000万').
 */
export function formatBigNumber(n: number, suffixes: { tenThousand: string; hundredMillion: string }): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs < 1e4) return formatThousands(n);
  const inTenThousands = twoDecimals(abs / 1e4);
  if (abs < 1e8 && Number(inTenThousands) < 1e4) {
    return `${sign}${formatThousands(inTenThousands)}${suffixes.tenThousand}`;
  }
  return `${sign}${formatThousands(twoDecimals(abs / 1e8))}${suffixes.hundredMillion}`;
}

// Tenths as text with exactly one decimal: 123 → '12.3'.
function tenthsToText(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/**
 * Counts: under 1000 as is; under 10,000 thousands with one decimal (1234 → '1.2千');
 * otherwise ten-thousands with one decimal (123456 → '12.3万'). Always one decimal ('1.0千'),
 * rounded half up on the integer count (avoids 1.45 → '1.4' float surprises).
 * Under 10,000 is always thousands (§9): 9,950–9,999 read '9.9千' (rounding would claim 10.0千, a ten-thousand it
 * is not). '' for NaN/Infinity; sign kept.
 */
export function abbreviateCount(n: number, suffixes: { thousand: string; tenThousand: string }): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  if (abs < 1000) return String(n);
  if (abs < 10000) return `${sign}${tenthsToText(Math.min(99, Math.round(abs / 100)))}${suffixes.thousand}`;
  return `${sign}${tenthsToText(Math.round(abs / 1000))}${suffixes.tenThousand}`;
}

export const DISPLAY_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
export const DISPLAY_DATE = 'YYYY-MM-DD';

const DISPLAY_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
// Local date/time strings that the parse would otherwise roll over (2024-02-30 → March 1).
const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
// dayjs's string rule: a date and time without a zone (not ending in Z) is local time; anything else is Date's.
const DAYJS_PARSE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/i;

function parseDate(value: string | number | Date): Date {
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const d = DAYJS_PARSE.exec(value);
    if (d) {
      const ms = (d[7] || '0').substring(0, 3);
      return new Date(Number(d[1]), Number(d[2]) - 1 || 0, Number(d[3] || 1), Number(d[4] || 0), Number(d[5] || 0), Number(d[6] || 0), Number(ms));
    }
  }
  return new Date(value instanceof Date ? value.getTime() : value);
}

const pad = (n: number, length = 2) => String(n).padStart(length, '0');

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' in local time. */
function formatLocal(d: Date, withTime: boolean): string {
  const date = `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : date;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const s = value.trim();
    if (s === '') return null;
    const d = parseDate(s);
    if (Number.isNaN(d.getTime())) return null;
    const m = LOCAL_DATE_PATTERN.exec(s);
    if (m) {
      const [, y, mo, da, h = '00', mi = '00', se = '00'] = m;
      // Reject impossible calendar values instead of showing a rolled-over date.
      if (formatLocal(d, true) !== `${y}-${mo}-${da} ${h}:${mi}:${se}`) return null;
    }
    return d;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  return null;
}

/**
 * 'YYYY-MM-DD HH:mm:ss' in the process's local time zone. '' for empty or invalid input.
 * A string already in that format is returned untouched (no time-zone round trip).
 * Numbers are epoch milliseconds.
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return '';
  if (typeof value === 'string' && DISPLAY_DATE_TIME_PATTERN.test(value.trim())) return value.trim();
  return formatLocal(d, true);
}

/** 'YYYY-MM-DD'; same input rules as formatDateTime. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? formatLocal(d, false) : '';
}

export type GreetingKey = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'night';

/** Hour of day (0–23) → greeting key. Out-of-range or NaN hours fall through to 'night'. */
export function greetingKey(hour: number): GreetingKey {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'night';
}

export type WeekdayKey = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

const WEEKDAYS: readonly WeekdayKey[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** 1..7 → Monday..Sunday (platform numbering, not JS getDay()); anything else null. */
export function weekdayKey(n: number): WeekdayKey | null {
  return Number.isInteger(n) && n >= 1 && n <= 7 ? WEEKDAYS[n - 1] : null;
}
