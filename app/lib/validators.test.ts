import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  CABINET_FIRMWARE_TYPES,
  DEVICE_FIRMWARE_TYPES,
  FIRMWARE_VERSION_PATTERN,
  IMAGE_TYPES,
  LOCK_SERIAL_PATTERN,
  MAC_PATTERN,
  MAX_FILE_BYTES,
  MAX_IMAGE_BYTES,
  MAX_SMALL_IMAGE_BYTES,
  MAX_SMALL_VIDEO_BYTES,
  MAX_VIDEO_BYTES,
  MB,
  PASSWORD_MIN_LENGTH,
  SPREADSHEET_TYPES,
  TEXT_LIMITS,
  fileExtension,
  hasAllowedExtension,
  isAlphanumeric,
  isAreaCode,
  isBaseStationToken,
  isChineseAlphanumeric,
  isEmail,
  isFirmwareVersion,
  isHttpUrl,
  isIpAddress,
  isLockSerial,
  isMacAddress,
  isMqQueueName,
  isPhoneNumber,
  isRoleMark,
  isSafeFileName,
  isStrongPassword,
  isWakeOffset,
  passwordKinds,
} from './validators';

// Callers pass form data, which is not always a string at run time.
const notString = (v: unknown) => v as string;

describe('firmware version and lock serial', () => {
  it('accepts VXX.Y.Z / TXX.Y.Z with a two-digit major', () => {
    expect(isFirmwareVersion('V01.2.3')).toBe(true);
    expect(isFirmwareVersion('T10.0.15')).toBe(true);
    expect(FIRMWARE_VERSION_PATTERN.test('V99.10.200')).toBe(true);
  });
  it('rejects other prefixes, one/three-digit majors, missing parts and padding', () => {
    for (const v of ['v01.2.3', 'X01.2.3', 'V1.2.3', 'V123.2.3', 'V01.2', 'V01.2.3.4', '01.2.3', ' V01.2.3', 'V01.2.3 ', 'V01..3', '']) {
      expect(isFirmwareVersion(v), v).toBe(false);
    }
    expect(isFirmwareVersion(notString(null))).toBe(false);
  });
  it('lock serial allows any major width but still needs V/T and three parts', () => {
    expect(isLockSerial('V1.2.3')).toBe(true);
    expect(isLockSerial('T123.0.9')).toBe(true);
    expect(LOCK_SERIAL_PATTERN.test('V01.2.3')).toBe(true);
    for (const v of ['1.2.3', 'V1.2', 'Va.2.3', 'v1.2.3', 'V1.2.3-beta', '']) expect(isLockSerial(v), v).toBe(false);
  });
});

describe('isMacAddress', () => {
  it('accepts six colon-separated hex pairs in any case', () => {
    expect(isMacAddress('00:1A:2b:3C:4d:5E')).toBe(true);
    expect(MAC_PATTERN.test('ff:ff:ff:ff:ff:ff')).toBe(true);
  });
  it('rejects other separators, wrong counts and non-hex', () => {
    for (const v of ['00-1A-2B-3C-4D-5E', '00:1A:2B:3C:4D', '00:1A:2B:3C:4D:5E:6F', '0:1A:2B:3C:4D:5E', 'GG:1A:2B:3C:4D:5E', '001A2B3C4D5E', '00:1A:2B:3C:4D:5E\n']) {
      expect(isMacAddress(v), v).toBe(false);
    }
  });
});

describe('isPhoneNumber', () => {
  it('needs exactly 11 digits starting with 1', () => {
    expect(isPhoneNumber('13800138000')).toBe(true);
    expect(isPhoneNumber('23800138000')).toBe(false);
    expect(isPhoneNumber('1380013800')).toBe(false);
    expect(isPhoneNumber('138001380000')).toBe(false);
    expect(isPhoneNumber('1380013800a')).toBe(false);
    expect(isPhoneNumber('+8613800138000')).toBe(false);
    expect(isPhoneNumber('138 0013 8000')).toBe(false);
    expect(isPhoneNumber('１３８００１３８０００')).toBe(false); // full-width digits
    expect(isPhoneNumber(notString(13800138000))).toBe(false);
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('first.last+tag@sub.example.com')).toBe(true);
  });
  it('rejects missing parts, spaces, double @ and bare hosts', () => {
    for (const v of ['', 'a', 'a@', '@b.com', 'a@b', 'a b@c.com', 'a@b..com', 'a@-b.com', 'a@b-.com', 'a@@b.com', 'a@b.com ', 'a@b_c.com']) {
      expect(isEmail(v), v).toBe(false);
    }
  });
  it('rejects addresses longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    expect(isEmail(`${local}@${domain}`)).toBe(true);
    expect(isEmail(`${local}@x${domain}${'.e'.repeat(30)}`)).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it('accepts absolute http and https URLs', () => {
    expect(isHttpUrl('http://example.com')).toBe(true);
    expect(isHttpUrl('https://example.com:8443/a?b=c#d')).toBe(true);
    expect(isHttpUrl('http://192.168.1.1/')).toBe(true);
  });
  it('rejects other schemes, relative URLs and whitespace', () => {
    for (const v of ['ftp://example.com', 'javascript:alert(1)', 'mailto:a@b.com', '/relative', 'example.com', 'http://', 'https:// example.com', ' http://example.com', 'http://exa mple.com', 'http://example.com/\n', '']) {
      expect(isHttpUrl(v), v).toBe(false);
    }
    expect(isHttpUrl(notString(undefined))).toBe(false);
  });
});

describe('isIpAddress', () => {
  it('accepts dotted quads 0-255', () => {
    expect(isIpAddress('0.0.0.0')).toBe(true);
    expect(isIpAddress('255.255.255.255')).toBe(true);
    expect(isIpAddress('192.168.1.10')).toBe(true);
  });
  it('rejects out-of-range, short, long and zero-padded IPv4', () => {
    for (const v of ['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.-4', '1.2.3.4 ', 'a.b.c.d', '']) {
      expect(isIpAddress(v), v).toBe(false);
    }
  });
  it('accepts IPv6 forms', () => {
    for (const v of ['::', '::1', '2001:db8::1', 'fe80::', '2001:0db8:0000:0000:0000:ff00:0042:8329', '::ffff:192.168.1.1', '1:2:3:4:5:6:1.2.3.4']) {
      expect(isIpAddress(v), v).toBe(true);
    }
  });
  it('rejects malformed IPv6', () => {
    for (const v of [':::', '1::2::3', '12345::', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7::8', 'g::1', '::1.2.3.4:5', 'fe80::1%eth0', ':1::', '1::2:']) {
      expect(isIpAddress(v), v).toBe(false);
    }
  });
  it('agrees with node:net on a mixed sample', () => {
    const sample = ['::', '::1', '1::', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8', '::ffff:1.2.3.4', '1.2.3.4', '1.2.3.256', '1:2:3:4:5:6:7', ':1:2:3:4:5:6:7', '1::1.2.3.4', 'abcd::ef01:1.2.3.04', '10.0.0.255', '0::0'];
    for (const v of sample) expect(isIpAddress(v), v).toBe(isIP(v) !== 0);
  });
});

describe('isRoleMark', () => {
  it('needs ROLE_ followed by an upper-case letter, then upper-case letters, digits or _', () => {
    expect(isRoleMark('ROLE_ADMIN')).toBe(true);
    expect(isRoleMark('ROLE_AREA_ADMIN2')).toBe(true);
    for (const v of ['ROLE_', 'ROLE_admin', 'role_ADMIN', 'ROLE_1ADMIN', 'ROLE__X', 'ROLE-ADMIN', 'ADMIN', 'ROLE_ADMIN ']) {
      expect(isRoleMark(v), v).toBe(false);
    }
  });
});

describe('isAreaCode', () => {
  it('is 2 to 6 digits', () => {
    expect(isAreaCode('10')).toBe(true);
    expect(isAreaCode('123456')).toBe(true);
    expect(isAreaCode('1')).toBe(false);
    expect(isAreaCode('1234567')).toBe(false);
    expect(isAreaCode('12a')).toBe(false);
    expect(isAreaCode('')).toBe(false);
  });
});

describe('isAlphanumeric / isChineseAlphanumeric', () => {
  it('alphanumeric allows only English letters and digits', () => {
    expect(isAlphanumeric('abcXYZ019')).toBe(true);
    for (const v of ['', 'a b', 'a_b', 'a-b', '中文', 'é']) expect(isAlphanumeric(v), v).toBe(false);
  });
  it('Chinese variant also allows U+4E00..U+9FA5 but not Chinese punctuation', () => {
    expect(isChineseAlphanumeric('除颤器AED01')).toBe(true);
    expect(isChineseAlphanumeric('\u4e00\u9fa5')).toBe(true);
    expect(isChineseAlphanumeric('\u9fa6')).toBe(false); // just past the range
    for (const v of ['', '除颤器，', 'a b', '设备_1', '😀']) expect(isChineseAlphanumeric(v), v).toBe(false);
  });
});

describe('isMqQueueName', () => {
  it('must start with real_time_data_ and continue with [A-Za-z0-9_.-]', () => {
    expect(isMqQueueName('real_time_data_abc')).toBe(true);
    expect(isMqQueueName('real_time_data_A.b-c_1')).toBe(true);
    for (const v of ['real_time_data_', 'real_time_data', 'x_real_time_data_a', 'REAL_TIME_DATA_a', 'real_time_data_a b', 'real_time_data_a/b']) {
      expect(isMqQueueName(v), v).toBe(false);
    }
  });
});

describe('isBaseStationToken', () => {
  it('is exactly 16 characters', () => {
    expect(isBaseStationToken('0123456789abcdef')).toBe(true);
    expect(isBaseStationToken('0123456789abcde')).toBe(false);
    expect(isBaseStationToken('0123456789abcdefg')).toBe(false);
    expect(isBaseStationToken(`${'a'.repeat(15)}😀`)).toBe(true); // one code point, two UTF-16 units
    expect(isBaseStationToken(notString(1234567890123456))).toBe(false);
  });
});

describe('isWakeOffset', () => {
  it('is an integer from 0 to 600', () => {
    expect(isWakeOffset(0)).toBe(true);
    expect(isWakeOffset(600)).toBe(true);
    expect(isWakeOffset(-1)).toBe(false);
    expect(isWakeOffset(601)).toBe(false);
    expect(isWakeOffset(1.5)).toBe(false);
    expect(isWakeOffset(Number.NaN)).toBe(false);
    expect(isWakeOffset('5' as unknown as number)).toBe(false);
  });
});

describe('passwords', () => {
  it('counts digit, letter and symbol kinds; underscore is no kind', () => {
    expect(passwordKinds('')).toBe(0);
    expect(passwordKinds('12345678')).toBe(1);
    expect(passwordKinds('abcdEFGH')).toBe(1);
    expect(passwordKinds('abc123')).toBe(2);
    expect(passwordKinds('abc123!')).toBe(3);
    expect(passwordKinds('abc123_')).toBe(2);
    expect(passwordKinds('____')).toBe(0);
    expect(passwordKinds('abc 123')).toBe(3); // space is a symbol
    expect(passwordKinds('密码abc1')).toBe(3); // non-ASCII counts as a symbol (\W)
  });
  it('strong means at least 8 characters with all three kinds', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(isStrongPassword('abcd12!@')).toBe(true);
    expect(isStrongPassword('abc12!@')).toBe(false); // 7 long
    expect(isStrongPassword('abcd1234')).toBe(false);
    expect(isStrongPassword('abcd123_')).toBe(false);
    expect(isStrongPassword('!!!!!!!!')).toBe(false);
    expect(isStrongPassword(notString(null))).toBe(false);
  });
});

describe('file names', () => {
  it('fileExtension is the lower-cased last extension', () => {
    expect(fileExtension('photo.JPG')).toBe('jpg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('dir.d/file')).toBe('');
    expect(fileExtension('C:\\dir\\fw.JAS')).toBe('jas');
    expect(fileExtension('')).toBe('');
  });
  it('hasAllowedExtension compares case-insensitively and tolerates dotted lists', () => {
    expect(hasAllowedExtension('a.PNG', IMAGE_TYPES)).toBe(true);
    expect(hasAllowedExtension('a.xlsx', ['.xls', '.XLSX'])).toBe(true);
    expect(hasAllowedExtension('a.csv', SPREADSHEET_TYPES)).toBe(false);
    expect(hasAllowedExtension('png', IMAGE_TYPES)).toBe(false);
    expect(hasAllowedExtension('a.png.exe', IMAGE_TYPES)).toBe(false);
    expect(hasAllowedExtension('a.', ['', '.'])).toBe(false);
    expect(hasAllowedExtension('fw.jas', DEVICE_FIRMWARE_TYPES)).toBe(true);
    expect(hasAllowedExtension('fw.jas', CABINET_FIRMWARE_TYPES)).toBe(false);
  });
  it('isSafeFileName rejects traversal, separators and line breaks', () => {
    expect(isSafeFileName('report 2024.xlsx')).toBe(true);
    expect(isSafeFileName('设备.png')).toBe(true);
    for (const v of ['', '.', '..', '../x', 'a/b', 'a\\b', 'a..b', 'a\0b', 'a\rb', 'a\nb']) {
      expect(isSafeFileName(v), JSON.stringify(v)).toBe(false);
    }
  });
});

describe('constants', () => {
  it('match spec §5 and §9', () => {
    expect(DEVICE_FIRMWARE_TYPES).toEqual(['jas', 'js2', 'js1', 'jm1']);
    expect(CABINET_FIRMWARE_TYPES).toEqual(['jxs', 'jxsh', 'jxsx']);
    expect(IMAGE_TYPES).toEqual(['jpg', 'gif', 'png', 'svg', 'webp']);
    expect(SPREADSHEET_TYPES).toEqual(['xls', 'xlsx']);
    expect(MB).toBe(1048576);
    expect(MAX_FILE_BYTES).toBe(10485760);
    expect(MAX_VIDEO_BYTES).toBe(104857600);
    expect(MAX_SMALL_VIDEO_BYTES).toBe(10485760);
    expect(MAX_IMAGE_BYTES).toBe(20971520);
    expect(MAX_SMALL_IMAGE_BYTES).toBe(2097152);
    expect(TEXT_LIMITS).toEqual([15, 20, 30, 50, 100, 200, 500]);
  });
});
