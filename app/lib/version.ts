// Firmware version ordering (spec §5: "a version greater than the current one,
// dotted numbers compared after a one-letter prefix").

const PREFIX = /^[A-Za-z]/;
const DIGITS = /^[0-9]+$/;

function parts(v: string): string[] {
  const s = String(v ?? '').trim().replace(PREFIX, '');
  return s === '' ? [] : s.split('.');
}

// Compare digit strings without Number() so very long parts keep full precision.
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+/, '');
  const y = b.replace(/^0+/, '');
  if (x.length !== y.length) return x.length < y.length ? -1 : 1;
  return x === y ? 0 : x < y ? -1 : 1;
}

/**
 * -1 / 0 / 1. One leading letter is ignored (V, T, v…), so 'V1.2' equals 'T1.2'.
 * Parts are compared left to right; a missing or empty part counts as 0.
 * A non-numeric part never throws: it sorts after any numeric part,
 * and two non-numeric parts compare as plain strings (code-unit order).
 */
export function compareVersions(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  const n = Math.max(pa.length, pb.length);
  for (let i = 0; i < n; i++) {
    const x = pa[i] === undefined || pa[i] === '' ? '0' : pa[i];
    const y = pb[i] === undefined || pb[i] === '' ? '0' : pb[i];
    const xNum = DIGITS.test(x);
    const yNum = DIGITS.test(y);
    let c: number;
    if (xNum && yNum) c = compareDigits(x, y);
    else if (xNum !== yNum) c = xNum ? -1 : 1;
    else c = x === y ? 0 : x < y ? -1 : 1;
    if (c !== 0) return c;
  }
  return 0;
}

/**
 * True when `candidate` is strictly greater than `current`; any candidate beats an empty current.
 * An empty candidate is never newer (nothing to install).
 */
export function isNewerVersion(candidate: string, current: string | null | undefined): boolean {
  if (typeof candidate !== 'string' || candidate.trim() === '') return false;
  if (current == null || String(current).trim() === '') return true;
  return compareVersions(candidate, current) > 0;
}
