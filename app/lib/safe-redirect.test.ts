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

describe('hostile #40: decided after normalising', () => {
  it('never leaves the site through dot segments, encoded dots, tabs, backslashes or encoded slashes', () => {
    const attacks = [
      '/.//x',
      '/.//evil.example/x',
      '/a/..//x',
      '/a/..//evil',
      '/..//evil',
      '/%2e//x',
      '/%2E//x',
      '/%2e%2e//x',
      '/a/%2e%2e//x',
      '/%2e%2e/%2e%2e//evil',
      '/./\\x',
      '/\\x',
      '/\t/x',
      '/.\t//x',
      '/%2F%2Fx',
      '/.%2F/x',
      'http:x',
      'https:x',
      'javascript:x',
      'JavaScript:alert(1)',
      '/%2e/%5Cx',
      `/${'a'.repeat(3000)}`,
    ];
    for (const a of attacks) expect(safeRedirectPath(a), JSON.stringify(a)).toBe('/dashboard/workplace');
  });
  it('answers the normalised form, which is what the browser follows', () => {
    expect(safeRedirectPath('/a/b/../c')).toBe('/a/c');
    expect(safeRedirectPath('/./device/list')).toBe('/device/list');
    expect(safeRedirectPath('/%2e/device/list?pageNo=2')).toBe('/device/list?pageNo=2');
  });
  it('keeps a same-origin path whose query names another site', () => {
    expect(safeRedirectPath('/ok?next=//x')).toBe('/ok?next=//x');
    expect(safeRedirectPath('/ok?next=https://evil.example#//x')).toBe('/ok?next=https://evil.example#//x');
  });
  it('gives its own answer back unchanged (tabs compare with it)', () => {
    for (const p of ['/', '/a/b/../c', '/设备?name=张', '/ok?next=//x', '/device/list?pageNo=2#top']) {
      const once = safeRedirectPath(p, '');
      expect(safeRedirectPath(once, ''), p).toBe(once);
    }
  });
});

describe('non-ASCII paths', () => {
  it('come back percent-encoded, fit for a Location header', () => {
    expect(safeRedirectPath('/设备?name=张')).toBe('/%E8%AE%BE%E5%A4%87?name=%E5%BC%A0');
    expect(safeRedirectPath('/%E8%AE%BE')).toBe('/%E8%AE%BE');
  });
});
