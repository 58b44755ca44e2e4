import { describe, expect, it } from 'vitest';
import {
  EXPIRY_SKEW_MS,
  REFRESH_MIN_REMAINING_MS,
  TOKEN_STORAGE_MS,
  decodeJwtPayload,
  isAccessTokenExpired,
  isRefreshTokenUsable,
  tokenExpiresAt,
} from './token';

const b64url = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const jwt = (payload: unknown, header: unknown = { alg: 'RS256', typ: 'JWT' }) =>
  `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

const EXP_S = 1_700_000_000;
const EXP_MS = EXP_S * 1000;

describe('constants', () => {
  it('match spec §9', () => {
    expect(TOKEN_STORAGE_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(EXPIRY_SKEW_MS).toBe(300000);
    expect(REFRESH_MIN_REMAINING_MS).toBe(60000);
  });
});

describe('decodeJwtPayload', () => {
  it('decodes the base64url middle part, including UTF-8 and url-safe characters', () => {
    // '?>' bytes produce '_' / '-' in base64url, exercising the alphabet swap.
    const payload = { sub: 'admin', name: '管理员', weird: '??>>~~', exp: EXP_S };
    expect(decodeJwtPayload(jwt(payload))).toEqual(payload);
    expect(b64url(JSON.stringify(payload))).toMatch(/[-_]/);
  });
  it('accepts padded base64url too', () => {
    const body = Buffer.from(JSON.stringify({ a: 1 })).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
    expect(body.endsWith('=')).toBe(true);
    expect(decodeJwtPayload(`x.${body}.y`)).toEqual({ a: 1 });
  });
  it('returns null for malformed input', () => {
    const cases: unknown[] = [
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      `x..y`,
      `x.${b64url('not json')}.y`,
      `x.${b64url('[1,2]')}.y`,
      `x.${b64url('null')}.y`,
      `x.${b64url('42')}.y`,
      'x.e30+.y', // '+' is not base64url
      'x.a.y', // impossible length
      `x.${Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff]), Buffer.from('"}')]).toString('base64url')}.y`, // invalid UTF-8 inside valid JSON
      null,
      undefined,
      123,
    ];
    for (const c of cases) expect(decodeJwtPayload(c as string), String(c)).toBeNull();
  });
  it('decodes an empty object', () => {
    expect(decodeJwtPayload('x.e30.y')).toEqual({});
  });
});

describe('tokenExpiresAt', () => {
  it('is exp in milliseconds', () => {
    expect(tokenExpiresAt(jwt({ exp: EXP_S }))).toBe(EXP_MS);
  });
  it('is null without a numeric exp', () => {
    expect(tokenExpiresAt(jwt({ sub: 'x' }))).toBeNull();
    expect(tokenExpiresAt(jwt({ exp: String(EXP_S) }))).toBeNull();
    expect(tokenExpiresAt('garbage')).toBeNull();
  });
});

describe('isAccessTokenExpired', () => {
  const token = jwt({ exp: EXP_S });
  it('counts as expired from 5 minutes before exp', () => {
    expect(isAccessTokenExpired(token, EXP_MS - EXPIRY_SKEW_MS - 1)).toBe(false);
    expect(isAccessTokenExpired(token, EXP_MS - EXPIRY_SKEW_MS)).toBe(true);
    expect(isAccessTokenExpired(token, EXP_MS + 1)).toBe(true);
  });
  it('is expired when missing, malformed or without exp', () => {
    expect(isAccessTokenExpired(null, 0)).toBe(true);
    expect(isAccessTokenExpired(undefined, 0)).toBe(true);
    expect(isAccessTokenExpired('', 0)).toBe(true);
    expect(isAccessTokenExpired('not-a-jwt', 0)).toBe(true);
    expect(isAccessTokenExpired(jwt({ sub: 'x' }), 0)).toBe(true);
  });
  it('defaults now to the current time', () => {
    const future = jwt({ exp: Math.floor(Date.now() / 1000) + 3600 });
    const past = jwt({ exp: Math.floor(Date.now() / 1000) - 1 });
    expect(isAccessTokenExpired(future)).toBe(false);
    expect(isAccessTokenExpired(past)).toBe(true);
  });
});

describe('isRefreshTokenUsable', () => {
  const token = jwt({ exp: EXP_S });
  it('needs more than one minute left', () => {
    expect(isRefreshTokenUsable(token, EXP_MS - REFRESH_MIN_REMAINING_MS - 1)).toBe(true);
    expect(isRefreshTokenUsable(token, EXP_MS - REFRESH_MIN_REMAINING_MS)).toBe(false);
    expect(isRefreshTokenUsable(token, EXP_MS)).toBe(false);
  });
  it('is usable without exp, including opaque tokens', () => {
    expect(isRefreshTokenUsable(jwt({ sub: 'x' }), EXP_MS * 10)).toBe(true);
    expect(isRefreshTokenUsable('3f2a9c0e-opaque-refresh', 0)).toBe(true);
  });
  it('is not usable when missing or when exp is not a number', () => {
    expect(isRefreshTokenUsable(null, 0)).toBe(false);
    expect(isRefreshTokenUsable(undefined, 0)).toBe(false);
    expect(isRefreshTokenUsable('', 0)).toBe(false);
    expect(isRefreshTokenUsable('   ', 0)).toBe(false);
    expect(isRefreshTokenUsable(jwt({ exp: 'soon' }), 0)).toBe(false);
    expect(isRefreshTokenUsable(jwt({ exp: null }), 0)).toBe(false);
  });
});
