// Keys, password crypto, HS256 tokens with server-side sessions, and image codes.
import {
  constants,
  createHmac,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  randomInt,
  randomUUID,
  scryptSync,
  timingSafeEqual,
} from "node:crypto";
import type { Database } from "better-sqlite3";
import { unauthorized } from "./http.js";

// ---------------------------------------------------------------------------------------------- keys

export interface Keys {
  jwtSecret: Buffer;
  publicKeyPem: string;
  privateKeyPem: string;
}

/** Generated once per database and kept in meta, so a restarted sandbox keeps its key and tokens. */
export function loadKeys(db: Database): Keys {
  const get = (key: string) => (db.prepare("SELECT value FROM meta WHERE key = ?").get(key) as { value: string } | undefined)?.value;
  const set = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
  if (!get("jwt_secret")) {
    const { publicKey, privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
    db.transaction(() => {
      set.run("jwt_secret", randomBytes(32).toString("hex"));
      set.run("rsa_public", publicKey);
      set.run("rsa_private", privateKey);
    })();
  }
  return { jwtSecret: Buffer.from(get("jwt_secret")!, "hex"), publicKeyPem: get("rsa_public")!, privateKeyPem: get("rsa_private")! };
}

// ---------------------------------------------------------------------------------------------- passwords

/**
 * Decrypts a base64 RSA PKCS#1 v1.5 ciphertext. Node 20 refuses PKCS#1 padding for private decryption,
 * so the raw block is decrypted and the type-2 padding (00 02 ≥8 nonzero bytes 00 message) checked here.
 * Returns undefined for anything malformed; callers treat that as a wrong password.
 */
export function decryptPassword(keys: Keys, value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > 1024) return undefined;
  const cipher = Buffer.from(value, "base64");
  if (cipher.length !== 256) return undefined;
  let block: Buffer;
  try {
    block = privateDecrypt({ key: keys.privateKeyPem, padding: constants.RSA_NO_PADDING }, cipher);
  } catch {
    return undefined;
  }
  if (block[0] !== 0x00 || block[1] !== 0x02) return undefined;
  const separator = block.indexOf(0x00, 2);
  if (separator < 10) return undefined;
  return block.subarray(separator + 1).toString("utf8");
}

const seededHashes = new Map<string, string>();

/**
 * scrypt hash as "salt:hash". A caller-chosen salt (the deterministic seed) is memoised so re-seeding
 * stays fast; a fresh random salt is used otherwise and nothing is kept.
 */
export function hashPassword(password: string, salt?: string): string {
  const compute = (s: string) => `${s}:${scryptSync(password, s, 32).toString("hex")}`;
  if (salt === undefined) return compute(randomBytes(16).toString("hex"));
  const cacheKey = `${salt}:${password}`;
  let stored = seededHashes.get(cacheKey);
  if (!stored) {
    stored = compute(salt);
    seededHashes.set(cacheKey, stored);
  }
  return stored;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(":");
  if (!salt || !hash) return false;
  const actual = scryptSync(password, salt, 32);
  const expected = Buffer.from(hash, "hex");
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}

// ---------------------------------------------------------------------------------------------- tokens

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");
const JWT_HEADER = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

interface Claims {
  sub: string;
  iat: number;
  exp: number;
  jti: string;
  sid: string;
  /** Keeps a refresh token from being used as a bearer token and vice versa. */
  typ: "id" | "refresh";
}

export interface TokenPair {
  id_token: string;
  refresh_token: string;
}

export const DEFAULT_TTL = { idTokenSeconds: 3600, refreshTokenSeconds: 7 * 24 * 3600 };

interface SessionRow {
  accountId: number;
  refreshJti: string;
  revoked: number;
}

export class Tokens {
  ttl = { ...DEFAULT_TTL };

  constructor(
    private readonly db: Database,
    private readonly secret: Buffer,
  ) {}

  private sign(claims: Claims): string {
    const body = `${JWT_HEADER}.${b64url(JSON.stringify(claims))}`;
    return `${body}.${createHmac("sha256", this.secret).update(body).digest("base64url")}`;
  }

  private verify(token: unknown, typ: Claims["typ"]): Claims | undefined {
    if (typeof token !== "string") return undefined;
    const [header, payload, signature] = token.split(".");
    if (header !== JWT_HEADER || !payload || !signature) return undefined;
    const expected = createHmac("sha256", this.secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    let claims: Claims;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Claims;
    } catch {
      return undefined;
    }
    if (claims.typ !== typ || !(claims.exp > Date.now() / 1000)) return undefined;
    return claims;
  }

  private pair(accountId: number, sid: string): TokenPair {
    const iat = Math.floor(Date.now() / 1000);
    const refreshJti = randomUUID();
    this.db.prepare("UPDATE sessions SET refreshJti = ? WHERE sid = ?").run(refreshJti, sid);
    const base = { sub: String(accountId), iat, sid };
    return {
      id_token: this.sign({ ...base, exp: iat + this.ttl.idTokenSeconds, jti: randomUUID(), typ: "id" }),
      refresh_token: this.sign({ ...base, exp: iat + this.ttl.refreshTokenSeconds, jti: refreshJti, typ: "refresh" }),
    };
  }

  /** A new session family for a successful sign-in. */
  issue(accountId: number): TokenPair {
    const sid = randomUUID();
    this.db.prepare("INSERT INTO sessions (sid, accountId, refreshJti, revoked) VALUES (?, ?, '', 0)").run(sid, accountId);
    return this.pair(accountId, sid);
  }

  private session(sid: string): SessionRow | undefined {
    return this.db.prepare("SELECT accountId, refreshJti, revoked FROM sessions WHERE sid = ?").get(sid) as SessionRow | undefined;
  }

  /** The account and session behind a bearer id_token, or 401. */
  authenticate(authorization: string | undefined): { accountId: number; sid: string } {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
    if (!match) throw unauthorized("auth.required");
    const claims = this.verify(match[1], "id");
    const session = claims && this.session(claims.sid);
    if (!claims || !session || session.revoked || String(session.accountId) !== claims.sub) throw unauthorized("auth.invalid");
    return { accountId: session.accountId, sid: claims.sid };
  }

  /** Rotation: only the session's current refresh token is accepted, and it is replaced by a new one. */
  refresh(refreshToken: unknown): TokenPair {
    const claims = this.verify(refreshToken, "refresh");
    const session = claims && this.session(claims.sid);
    if (!claims || !session || session.revoked || session.refreshJti !== claims.jti) throw unauthorized("auth.refreshInvalid");
    return this.pair(session.accountId, claims.sid);
  }

  revoke(sid: string): void {
    this.db.prepare("UPDATE sessions SET revoked = 1 WHERE sid = ?").run(sid);
  }
}

// ---------------------------------------------------------------------------------------------- image codes

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I look-alikes
const CODE_TTL_MS = 5 * 60 * 1000;
const MAX_FAILURES_WITHOUT_CODE = 5;

export class Captcha {
  private readonly codes = new Map<string, { code: string; expiresAt: number }>();
  private readonly failures = new Map<string, number>();

  create(): { uuid: string; image: string } {
    this.sweep();
    const code = Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
    const uuid = randomUUID();
    this.codes.set(uuid, { code, expiresAt: Date.now() + CODE_TTL_MS });
    return { uuid, image: `data:image/svg+xml;base64,${Buffer.from(codeSvg(code)).toString("base64")}` };
  }

  /** Single use: a checked code is gone whether it matched or not. */
  check(uuid: unknown, code: unknown): boolean {
    if (typeof uuid !== "string" || typeof code !== "string") return false;
    const entry = this.codes.get(uuid);
    this.codes.delete(uuid);
    return !!entry && entry.expiresAt > Date.now() && entry.code === code.trim().toUpperCase();
  }

  needsCode(username: string): boolean {
    return (this.failures.get(username) ?? 0) >= MAX_FAILURES_WITHOUT_CODE;
  }

  recordFailure(username: string): void {
    this.failures.set(username, (this.failures.get(username) ?? 0) + 1);
  }

  recordSuccess(username: string): void {
    this.failures.delete(username);
  }

  clear(): void {
    this.codes.clear();
    this.failures.clear();
  }

  private sweep(): void {
    const now = Date.now();
    for (const [uuid, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(uuid);
  }
}

function codeSvg(code: string): string {
  const noise = Array.from(
    { length: 4 },
    () => `<line x1="${randomInt(120)}" y1="${randomInt(40)}" x2="${randomInt(120)}" y2="${randomInt(40)}" stroke="#9aa5b1" stroke-width="1"/>`,
  ).join("");
  const letters = [...code]
    .map((ch, i) => {
      const x = 14 + i * 26;
      return `<text x="${x}" y="29" font-family="monospace" font-size="24" font-weight="bold" fill="#1f3a60" transform="rotate(${randomInt(-15, 16)} ${x} 20)">${ch}</text>`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f0f2f5"/>${noise}${letters}</svg>`;
}
