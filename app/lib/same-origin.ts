/** A request's headers that tell where a write comes from (any of them may be missing). */
export interface WriteSource {
  origin?: string;
  secFetchSite?: string;
  referer?: string;
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from the console's own pages (hostile cases 5 and 44). Accepted only with
 * proof: a same-origin `Origin`, `Sec-Fetch-Site: same-origin`, or — for old browsers that send neither — a
 * same-origin `Referer`. A foreign or "null" Origin, any other Sec-Fetch-Site (cross-site, same-site, none), or no
 * sign at all (a hand-made `curl --data`) is refused.
 */
export function isSameOriginWrite(source: WriteSource, ownOrigin: string): boolean {
  const own = originOf(ownOrigin);
  if (own === null) return false;
  const { origin, secFetchSite, referer } = source;
  if (origin !== undefined && originOf(origin) !== own) return false;
  if (secFetchSite !== undefined && secFetchSite !== "same-origin") return false;
  if (origin !== undefined || secFetchSite !== undefined) return true;
  return referer !== undefined && originOf(referer) === own;
}
