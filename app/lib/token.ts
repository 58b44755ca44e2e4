// JWT helpers for session timing (spec §9). Signatures are not checked here: the platform
// issues and verifies the tokens; we only read exp to decide when to refresh.

/** Token cookie lifetime: 7 days. */
export const TOKEN_STORAGE_MS = 604800000;
/** An access token counts as expired this long before its exp. */
export const EXPIRY_SKEW_MS = 5 * 60 * 1000;
/** A refresh token is used only when more than this remains. */
export const REFRESH_MIN_REMAINING_MS = 60 * 1000;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

// atob + TextDecoder instead of Buffer so this also works in the browser bundle.
function base64UrlDecode(segment: string): string | null {
  if (!BASE64URL.test(segment)) return null;
  const b64 = segment.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (b64.length % 4 === 1) return null; // impossible length for base64
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The payload object of a compact JWS (header.payload.signature), or null when malformed. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const segments = token.trim().split('.');
  if (segments.length !== 3 || segments[1] === '') return null;
  const json = base64UrlDecode(segments[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** exp in epoch milliseconds; null when the token is malformed or exp is not a finite number. */
export function tokenExpiresAt(token: string): number | null {
  const payload = decodeJwtPayload(token);
  const exp = payload?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** True when missing, malformed, without exp, or within 5 minutes of exp. */
export function isAccessTokenExpired(token: string | null | undefined, now: number = Date.now()): boolean {
  if (!token) return true;
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return true;
  return now >= expiresAt - EXPIRY_SKEW_MS;
}

/**
 * True only when more than 1 minute remains before exp. A refresh token without a readable exp
 * is usable: that covers JWTs without exp and opaque (non-JWT) refresh tokens, whose lifetime
 * only the platform knows. Missing/blank tokens, and JWTs whose exp is not a number, are not usable.
 */
export function isRefreshTokenUsable(token: string | null | undefined, now: number = Date.now()): boolean {
  if (typeof token !== 'string' || token.trim() === '') return false;
  const payload = decodeJwtPayload(token);
  if (payload === null || payload.exp === undefined) return true;
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return false; // exp present but not a finite number: do not trust it
  return expiresAt - now > REFRESH_MIN_REMAINING_MS;
}
