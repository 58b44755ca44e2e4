import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  DISPLAY_DATE_TIME,
  abbreviateCount,
  formatBigNumber,
  formatDate,
  formatDateTime,
  formatThousands,
  greetingKey,
  weekdayKey,
} from './format';

describe('formatThousands', () => {
  it('groups integers and keeps decimals and sign', () => {
    expect(formatThousands(0)).toBe('0');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1,000');
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands('1234567.5')).toBe('1,234,567.5');
    expect(formatThousands(-1234.5678)).toBe('-1,234.5678');
    expect(formatThousands('0.12345')).toBe('0.12345'); // decimals are never grouped
  });
  it('keeps string decimals verbatim and normalises the sign and bare fractions', () => {
    expect(formatThousands('1000.50')).toBe('1,000.50');
    expect(formatThousands(' +1000 ')).toBe('1,000');
    expect(formatThousands('.5')).toBe('0.5');
    expect(formatThousands('-0')).toBe('-0');
  });
  it('avoids exponent notation for extreme numbers', () => {
    expect(formatThousands(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatThousands(1e-7)).toBe('0.0000001');
  });
  it('is empty for null, undefined, NaN, Infinity and non-numeric text', () => {
    for (const v of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', '1,234', '1.2.3', '-', '.', '1e5']) {
      expect(formatThousands(v as string), String(v)).toBe('');
    }
  });
});

describe('formatBigNumber', () => {
  const s = { tenThousand: '万', hundredMillion: '亿' };
  it('groups by thousands below 10,000', () => {
    expect(formatBigNumber(9999, s)).toBe('9,999');
    expect(formatBigNumber(12.5, s)).toBe('12.5');
  });
  it('uses ten-thousands up to 100,000,000 with up to 2 decimals', () => {
    expect(formatBigNumber(10000, s)).toBe('1万');
    expect(formatBigNumber(12345, s)).toBe('1.23万');
    expect(formatBigNumber(15000, s)).toBe('1.5万');
    expect(formatBigNumber(12345678, s)).toBe('1,234.57万');
  });
  it('uses hundred-millions above', () => {
    expect(formatBigNumber(100000000, s)).toBe('1亿');
    expect(formatBigNumber(123456789, s)).toBe('1.23亿');
    expect(formatBigNumber(1e13, s)).toBe('100,000亿');
  });
  it('moves to the next unit when rounding reaches it', () => {
    expect(formatBigNumber(99999999, s)).toBe('1亿');
  });
  it('keeps the sign and returns empty for non-finite', () => {
    expect(formatBigNumber(-12345, s)).toBe('-1.23万');
    expect(formatBigNumber(-123456789, s)).toBe('-1.23亿');
    expect(formatBigNumber(-999, s)).toBe('-999');
    expect(formatBigNumber(Number.NaN, s)).toBe('');
  });
  it('uses the given suffixes', () => {
    expect(formatBigNumber(20000, { tenThousand: 'W', hundredMillion: 'Y' })).toBe('2W');
  });
});

describe('abbreviateCount', () => {
  const s = { thousand: '千', tenThousand: '万' };
  it('leaves numbers under 1000 as is', () => {
    expect(abbreviateCount(0, s)).toBe('0');
    expect(abbreviateCount(999, s)).toBe('999');
    expect(abbreviateCount(-5, s)).toBe('-5');
  });
  it('uses thousands with one decimal under 10,000', () => {
    expect(abbreviateCount(1000, s)).toBe('1.0千');
    expect(abbreviateCount(1234, s)).toBe('1.2千');
    expect(abbreviateCount(1450, s)).toBe('1.5千'); // half up, no float drift
    expect(abbreviateCount(9949, s)).toBe('9.9千');
    expect(abbreviateCount(9950, s)).toBe('9.9千'); // §9: under 10,000 stays in thousands
    expect(abbreviateCount(9999, s)).toBe('9.9千');
  });
  it('uses ten-thousands with one decimal from 10,000', () => {
    expect(abbreviateCount(10000, s)).toBe('1.0万');
    expect(abbreviateCount(123456, s)).toBe('12.3万');
    expect(abbreviateCount(123456789, s)).toBe('12345.7万');
  });
  it('keeps the sign and returns empty for non-finite', () => {
    expect(abbreviateCount(-1234, s)).toBe('-1.2千');
    expect(abbreviateCount(-123456, s)).toBe('-12.3万');
    expect(abbreviateCount(Number.POSITIVE_INFINITY, s)).toBe('');
  });
});

describe('formatDateTime / formatDate', () => {
  it('uses YYYY-MM-DD HH:mm:ss', () => {
    expect(DISPLAY_DATE_TIME).toBe('YYYY-MM-DD HH:mm:ss');
  });
  it('formats Date, epoch ms and ISO strings in local time', () => {
    const d = new Date(2024, 0, 2, 3, 4, 5);
    expect(formatDateTime(d)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(d.getTime())).toBe('2024-01-02 03:04:05');
    expect(formatDateTime('2024-01-02T03:04:05')).toBe('2024-01-02 03:04:05');
    const utc = '2024-06-30T23:59:59Z';
    expect(formatDateTime(utc)).toBe(dayjs(new Date(utc)).format('YYYY-MM-DD HH:mm:ss'));
    expect(formatDate(d)).toBe('2024-01-02');
    expect(formatDate('2024-01-02 23:59:59')).toBe('2024-01-02');
  });
  it('returns a display-format string untouched', () => {
    expect(formatDateTime('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(' 2024-01-02 03:04:05 ')).toBe('2024-01-02 03:04:05');
  });
  it('fills a missing time with midnight', () => {
    expect(formatDateTime('2024-01-02')).toBe('2024-01-02 00:00:00');
  });
  it('is empty for empty or invalid input, including impossible calendar dates', () => {
    for (const v of [null, undefined, '', '  ', 'not a date', Number.NaN, new Date('x'), '2024-02-30', '2024-13-01 00:00:00', '2023-02-29 10:00:00', '2024-01-01 24:00:00']) {
      expect(formatDateTime(v as string), String(v)).toBe('');
      expect(formatDate(v as string), String(v)).toBe('');
    }
  });
  it('accepts a real leap day', () => {
    expect(formatDate('2024-02-29')).toBe('2024-02-29');
  });
});

describe('greetingKey', () => {
  it('follows the hour boundaries', () => {
    const expected: [number, string][] = [
      [0, 'morning'],
      [8, 'morning'],
      [9, 'forenoon'],
      [11, 'forenoon'],
      [12, 'noon'],
      [13, 'noon'],
      [14, 'afternoon'],
      [19, 'afternoon'],
      [20, 'night'],
      [23, 'night'],
    ];
    for (const [h, key] of expected) expect(greetingKey(h), String(h)).toBe(key);
  });
});

describe('weekdayKey', () => {
  it('maps 1..7 to Monday..Sunday', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(weekdayKey)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
  });
  it('is null outside 1..7', () => {
    for (const n of [0, 8, -1, 1.5, Number.NaN]) expect(weekdayKey(n), String(n)).toBeNull();
  });
});
