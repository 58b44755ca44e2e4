import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site absolute paths with query and hash', () => {
    for (const p of ['/', '/device/list', '/device/list?pageNo=2&name=%E8%AE%BE%E5%A4%87', '/account/settings#security', '/a/b%20c']) {
      expect(safeRedirectPath(p), p).toBe(p);
    }
  });
  it('defeats open-redirect tricks', () => {
    const attacks = [
      '//evil.example',
      '///evil.example',
      'https://evil.example',
      'http:evil.example',
      '/\\evil.example',
      '/a\\b',
      '\\\\evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%2F/evil.example',
      'javascript:alert(1)',
      '\t//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%09/evil.example',
      ' /x',
      'evil.example',
      '',
      '/%E0%A4%A', // undecodable percent sequence
    ];
    for (const a of attacks) expect(safeRedirectPath(a), JSON.stringify(a)).toBe('/dashboard/workplace');
  });
  it('falls back for non-strings and honours a custom fallback', () => {
    for (const v of [undefined, null, 42, ['/x'], { toString: () => '/x' }]) {
      expect(safeRedirectPath(v)).toBe('/dashboard/workplace');
    }
    expect(safeRedirectPath('//evil', '/home')).toBe('/home');
    expect(safeRedirectPath('/ok', '/home')).toBe('/ok');
  });
});

describe('non-ASCII paths', () => {
  it('come back percent-encoded, fit for a Location header', () => {
    expect(safeRedirectPath('/设备?name=张')).toBe('/%E8%AE%BE%E5%A4%87?name=%E5%BC%A0');
    expect(safeRedirectPath('/%E8%AE%BE')).toBe('/%E8%AE%BE');
  });
});
