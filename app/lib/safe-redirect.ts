// Guards the ?redirect= value used after sign-in (spec §8: "go to login with a redirect query")
// so it can only point at a path on this site, never at another origin (open redirect).

const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const PROBE_ORIGIN = 'http://x';

// Browsers treat '\' like '/' and drop tabs/newlines inside URLs, so any of these in either the raw
// or the percent-decoded form could turn a path into '//host'.
function looksUnsafe(s: string): boolean {
  return !s.startsWith('/') || s.startsWith('//') || s.startsWith('/\\') || s.includes('\\') || CONTROL_CHARS.test(s);
}

/**
 * Returns `value` when it is a same-site absolute path ('/x...'), otherwise `fallback`.
 * Rejects protocol-relative ('//evil'), absolute URLs, backslash tricks (raw or %5C-encoded),
 * control characters (raw or encoded), and anything whose percent-encoding does not decode. Non-ASCII comes back
 * percent-encoded.
 */
export function safeRedirectPath(value: unknown, fallback = '/dashboard/workplace'): string {
  if (typeof value !== 'string' || value === '' || looksUnsafe(value)) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (looksUnsafe(decoded)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Percent-encoded as the URL parser writes it: a raw '/设' would be refused as a Location header (a 500).
  return `${url.pathname}${url.search}${url.hash}`;
}
