import { describe, expect, it } from 'vitest';
import { textWidth, truncateByWidth } from './text-width';

describe('textWidth', () => {
  it('counts ASCII as 1 and everything else as 2', () => {
    expect(textWidth('')).toBe(0);
    expect(textWidth('abc 1!')).toBe(6);
    expect(textWidth('\u007f')).toBe(1); // last ASCII code
    expect(textWidth('\u0080')).toBe(2); // first non-ASCII
    expect(textWidth('除颤器')).toBe(6);
    expect(textWidth('AED设备')).toBe(7);
    expect(textWidth('é')).toBe(2);
  });
  it('counts an astral character (surrogate pair) once', () => {
    expect('😀'.length).toBe(2);
    expect(textWidth('😀')).toBe(2);
    expect(textWidth('a😀b')).toBe(4);
  });
});

describe('truncateByWidth', () => {
  it('leaves text that fits unchanged', () => {
    expect(truncateByWidth('abcde', 5)).toBe('abcde');
    expect(truncateByWidth('设备', 4)).toBe('设备');
  });
  it('treats 0, negative and NaN as no truncation', () => {
    const long = '很长很长的设备名称';
    expect(truncateByWidth(long, 0)).toBe(long);
    expect(truncateByWidth(long, -3)).toBe(long);
    expect(truncateByWidth(long, Number.NaN)).toBe(long);
  });
  it('fits the result, ellipsis included, into maxWidth', () => {
    // Default ellipsis '…' is non-ASCII, width 2.
    expect(truncateByWidth('abcdefgh', 6)).toBe('abcd…');
    expect(truncateByWidth('abcdefgh', 6, '...')).toBe('abc...');
    expect(truncateByWidth('abcdefgh', 6, '')).toBe('abcdef');
    for (let max = 1; max <= 12; max++) {
      expect(textWidth(truncateByWidth('设备AED除颤器😀x', max)), String(max)).toBeLessThanOrEqual(max);
    }
  });
  it('does not split a wide character that would overflow', () => {
    // Budget after '…' is 3: '设' (2) fits, '备' would make 4.
    expect(truncateByWidth('设备名称', 5)).toBe('设…');
    expect(truncateByWidth('a😀b', 3, '.')).toBe('a.');
  });
  it('drops the ellipsis when even it does not fit', () => {
    expect(truncateByWidth('abc', 1)).toBe('a');
    expect(truncateByWidth('设备', 1)).toBe('');
    expect(truncateByWidth('abcdef', 2, '...')).toBe('ab');
  });
  it('never leaves a lone surrogate', () => {
    const out = truncateByWidth('😀😀😀', 5);
    expect(out).toBe('😀…');
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });
});
