// The one guard of every return address the console takes (spec §8: "go to login with a redirect query"; the
// sign-in pages, the forced password change, /tabs, /language, /settings, logout, device action modals): it can only
// point at a path on this site, never at another origin (open redirect, hostile cases 8 and 40).

const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
/** Stands for the console's own origin: any origin works, only "the same one" is asked. */
const OWN_ORIGIN = "http://console.invalid";
/** Longer than any page of the console with its query: a longer value is no return address. */
const MAX_LENGTH = 2048;

/**
 * What a browser would take for another host: `//host`, or `/\host` (browsers read `\` as `/`). Asked of the
 * value as given, of its normalised path, and of both percent-decoded, so an encoded slash (`/%2F%2Fhost`) cannot
 * become one on a server or proxy that decodes before it routes.
 */
function leavesSite(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || path.includes("\\") || CONTROL_CHARS.test(path);
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The normalised same-site path (with query and hash) `value` leads to, otherwise `fallback`.
 *
 * Decided after normalising, as a browser would resolve it: the value is resolved against the console's own origin
 * with the URL parser (dot segments, `%2e`, tabs and newlines, backslashes — `/.//x`, `/a/..//x`, `/%2e//x`,
 * `/\t/x` all resolve to `//x`), and accepted only when the result is on that origin and its path begins with
 * neither `//` nor `/\` (raw or percent-decoded). The answer is the normalised form, so what the browser follows is
 * exactly what was checked; non-ASCII comes back percent-encoded (fit for a Location header). Calling it again on
 * its own answer gives the same answer.
 */
export function safeRedirectPath(value: unknown, fallback = "/dashboard/workplace"): string {
  if (typeof value !== "string" || value === "" || value.length > MAX_LENGTH || leavesSite(value)) return fallback;
  const plain = decoded(value);
  if (plain === null || leavesSite(plain)) return fallback;
  const url = resolved(value);
  if (!url) return fallback;
  // A server or proxy that decodes before it normalises would read `/.%2F/x` as `/.//x`, that is `//x`.
  const path = decoded(url.pathname);
  if (path === null || leavesSite(path) || !resolved(path)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `value` resolved on the console's own origin, when it stays there with a path that is not another host's. */
function resolved(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === OWN_ORIGIN && !leavesSite(url.pathname) ? url : null;
}
