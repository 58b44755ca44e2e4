// Pure input validators for the rules in spec §5 and limits in §9.
// No Node-only imports: these run in route modules that are also bundled for the browser.

/** Firmware version: VXX.Y.Z or TXX.Y.Z (two-digit major). */
export const FIRMWARE_VERSION_PATTERN = /^[VT]\d{2}\.\d+\.\d+$/;
/** Smart-lock serial: VX.Y.Z or TX.Y.Z. */
export const LOCK_SERIAL_PATTERN = /^[VT]\d+\.\d+\.\d+$/;
/** Lock MAC address xx:xx:xx:xx:xx:xx, hex, either case. */
export const MAC_PATTERN = /^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}$/;

const PHONE_PATTERN = /^1[0-9]{10}$/;
const ROLE_MARK_PATTERN = /^ROLE_[A-Z][A-Z0-9_]*$/;
const AREA_CODE_PATTERN = /^[0-9]{2,6}$/;
const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
const CHINESE_ALPHANUMERIC_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9]+$/;
const MQ_QUEUE_PATTERN = /^real_time_data_[A-Za-z0-9_.-]+$/;
// Local part: RFC 5322 atext plus dots; domain: dot-separated LDH labels, at least two.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const IPV4_OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
// No leading zeros: '010' is ambiguous (octal in some parsers), same rule as node:net.
const IPV4_PATTERN = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);
const HEX_GROUP_PATTERN = /^[0-9A-Fa-f]{1,4}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_LENGTH = 11;
export const BASE_STATION_TOKEN_LENGTH = 16;
export const WAKE_OFFSET_MIN = 0;
export const WAKE_OFFSET_MAX = 600;

export const DEVICE_FIRMWARE_TYPES = ['jas', 'js2', 'js1', 'jm1'] as const;
export const CABINET_FIRMWARE_TYPES = ['jxs', 'jxsh', 'jxsx'] as const;
export const IMAGE_TYPES = ['jpg', 'gif', 'png', 'svg', 'webp'] as const;
export const SPREADSHEET_TYPES = ['xls', 'xlsx'] as const;

export const MB = 1024 * 1024;
export const MAX_FILE_BYTES = 10 * MB;
export const MAX_VIDEO_BYTES = 100 * MB;
export const MAX_SMALL_VIDEO_BYTES = 10 * MB;
export const MAX_IMAGE_BYTES = 20 * MB;
export const MAX_SMALL_IMAGE_BYTES = 2 * MB;

/** Text length maxima used by forms ('no more than N characters'). */
export const TEXT_LIMITS = [15, 20, 30, 50, 100, 200, 500] as const;

// Every validator accepts `unknown` at run time (form data can be anything) and says false.
const isString = (v: unknown): v is string => typeof v === 'string';

export function isFirmwareVersion(v: string): boolean {
  return isString(v) && FIRMWARE_VERSION_PATTERN.test(v);
}

export function isLockSerial(v: string): boolean {
  return isString(v) && LOCK_SERIAL_PATTERN.test(v);
}

export function isMacAddress(v: string): boolean {
  return isString(v) && MAC_PATTERN.test(v);
}

/** Mainland mobile number: exactly 11 digits starting with 1. */
export function isPhoneNumber(v: string): boolean {
  return isString(v) && PHONE_PATTERN.test(v);
}

export function isEmail(v: string): boolean {
  // 254 is the longest address that fits an SMTP path.
  return isString(v) && v.length <= 254 && EMAIL_PATTERN.test(v);
}

/** Absolute http(s) URL with a host; whitespace anywhere is rejected because URL() would silently strip or encode it. */
export function isHttpUrl(v: string): boolean {
  if (!isString(v) || v === '' || /[\s\u0000-\u001f\u007f]/.test(v)) return false;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

function isIpv4(v: string): boolean {
  return IPV4_PATTERN.test(v);
}

// Hand-written instead of node:net so the module stays browser-safe. Zone ids (%eth0) are rejected.
function isIpv6(v: string): boolean {
  if (v.length < 2 || v.length > 45) return false;
  const halves = v.split('::');
  if (halves.length > 2) return false;
  const parse = (part: string): string[] | null => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  if (!head || !tail) return false;
  const groups = [...head, ...tail];
  let count = 0;
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i];
    const isLast = i === groups.length - 1;
    // An embedded IPv4 (::ffff:1.2.3.4) may only be the final group and counts as two.
    if (isLast && g.includes('.')) {
      if (!isIpv4(g)) return false;
      count += 2;
    } else if (HEX_GROUP_PATTERN.test(g)) {
      count += 1;
    } else {
      return false;
    }
  }
  // '::' must stand for at least one zero group.
  return halves.length === 2 ? count <= 7 : count === 8;
}

export function isIpAddress(v: string): boolean {
  return isString(v) && (isIpv4(v) || isIpv6(v));
}

/** Role mark ROLE_X in upper case. */
export function isRoleMark(v: string): boolean {
  return isString(v) && ROLE_MARK_PATTERN.test(v);
}

export function isAreaCode(v: string): boolean {
  return isString(v) && AREA_CODE_PATTERN.test(v);
}

export function isAlphanumeric(v: string): boolean {
  return isString(v) && ALPHANUMERIC_PATTERN.test(v);
}

export function isChineseAlphanumeric(v: string): boolean {
  return isString(v) && CHINESE_ALPHANUMERIC_PATTERN.test(v);
}

export function isMqQueueName(v: string): boolean {
  return isString(v) && MQ_QUEUE_PATTERN.test(v);
}

/** Exactly 16 characters, counted by code point so an astral character is one character. */
export function isBaseStationToken(v: string): boolean {
  return isString(v) && [...v].length === BASE_STATION_TOKEN_LENGTH;
}

/** Wake offset in seconds: integer 0..600. */
export function isWakeOffset(n: number): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= WAKE_OFFSET_MIN && n <= WAKE_OFFSET_MAX;
}

/**
 * Number of character kinds present (0..3): digit, English letter, other symbol.
 * "Other symbol" is anything that is not an ASCII digit, ASCII letter or underscore (the \W class),
 * so spaces and non-Latin characters count as symbols and '_' counts as nothing.
 */
export function passwordKinds(pw: string): number {
  if (!isString(pw)) return 0;
  return (/[0-9]/.test(pw) ? 1 : 0) + (/[A-Za-z]/.test(pw) ? 1 : 0) + (/[^A-Za-z0-9_]/.test(pw) ? 1 : 0);
}

export function isStrongPassword(pw: string): boolean {
  return isString(pw) && [...pw].length >= PASSWORD_MIN_LENGTH && passwordKinds(pw) === 3;
}

/** Lower-case extension without the dot; '' when none. Dot-files ('.env') and trailing dots have none. */
export function fileExtension(name: string): string {
  if (!isString(name)) return '';
  // Only the last path segment matters: 'a.b/c' has no extension.
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return '';
  return base.slice(dot + 1).toLowerCase();
}

/** Case-insensitive; entries of `allowed` may be written with or without a leading dot. */
export function hasAllowedExtension(name: string, allowed: readonly string[]): boolean {
  const ext = fileExtension(name);
  if (ext === '' || !Array.isArray(allowed)) return false;
  return allowed.some((a) => isString(a) && a.replace(/^\./, '').toLowerCase() === ext);
}

/** Rejects names that could escape a directory or split a header/log line. '.' alone is also rejected (it names the directory). */
export function isSafeFileName(name: string): boolean {
  if (!isString(name) || name === '' || name === '.') return false;
  return !/[/\\\u0000\r\n]/.test(name) && !name.includes('..');
}
