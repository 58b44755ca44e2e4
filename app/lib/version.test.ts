import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion } from './version';

describe('compareVersions', () => {
  it('compares parts numerically, not as text', () => {
    expect(compareVersions('V01.2.10', 'V01.2.9')).toBe(1);
    expect(compareVersions('V01.2.9', 'V01.2.10')).toBe(-1);
    expect(compareVersions('V02.0.0', 'V10.0.0')).toBe(-1);
  });
  it('ignores one letter prefix of any case, and its absence', () => {
    expect(compareVersions('V1.2.3', 'T1.2.3')).toBe(0);
    expect(compareVersions('v1.2.3', '1.2.3')).toBe(0);
    expect(compareVersions('V01.2.3', 'V1.2.3')).toBe(0); // leading zeros are not significant
  });
  it('strips only one letter', () => {
    // 'VV1' keeps 'V1' as a non-numeric first part, which sorts after any number.
    expect(compareVersions('VV1.0', '9.0')).toBe(1);
  });
  it('treats missing and empty parts as 0', () => {
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.2', '1.2.1')).toBe(-1);
    expect(compareVersions('1..3', '1.0.3')).toBe(0);
    expect(compareVersions('', '0')).toBe(0);
  });
  it('keeps precision for very long parts', () => {
    expect(compareVersions('1.90071992547409931', '1.90071992547409930')).toBe(1);
  });
  it('puts non-numeric parts after numbers and compares them as strings', () => {
    expect(compareVersions('1.2.beta', '1.2.3')).toBe(1);
    expect(compareVersions('1.2.3', '1.2.beta')).toBe(-1);
    expect(compareVersions('1.2.alpha', '1.2.beta')).toBe(-1);
    expect(compareVersions('1.2.rc', '1.2.rc')).toBe(0);
  });
  it('is antisymmetric', () => {
    const pairs: [string, string][] = [['V1.0.1', 'V1.0.0'], ['T3', 'T2.9.9'], ['1.a', '1.1']];
    for (const [a, b] of pairs) expect(compareVersions(a, b)).toBe(-compareVersions(b, a));
  });
});

describe('isNewerVersion', () => {
  it('needs strictly greater', () => {
    expect(isNewerVersion('V01.2.4', 'V01.2.3')).toBe(true);
    expect(isNewerVersion('V01.2.3', 'V01.2.3')).toBe(false);
    expect(isNewerVersion('V01.2.2', 'V01.2.3')).toBe(false);
    expect(isNewerVersion('T01.3.0', 'V01.2.9')).toBe(true);
  });
  it('any real candidate beats an empty current', () => {
    expect(isNewerVersion('V00.0.0', null)).toBe(true);
    expect(isNewerVersion('V00.0.0', undefined)).toBe(true);
    expect(isNewerVersion('V00.0.0', '  ')).toBe(true);
  });
  it('an empty candidate is never newer', () => {
    expect(isNewerVersion('', null)).toBe(false);
    expect(isNewerVersion(' ', 'V1.0.0')).toBe(false);
  });
});
