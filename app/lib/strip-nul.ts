import { Transform, type TransformCallback } from "node:stream";

/**
 * React 18.3.1's `renderToPipeableStream` flushes its whole 2,048-byte view when a multi-byte character does not
 * fit at its end (facebook/react#26228, fixed only in React 19): the unwritten tail goes out as NUL bytes. NUL is
 * never valid in an HTML document (browsers turn it into U+FFFD inside attributes), so every 0x00 byte is dropped.
 * Chunks without one pass through untouched, which is nearly all of them.
 */
export function stripNulBytes(chunk: Uint8Array): Uint8Array {
  let zero = chunk.indexOf(0);
  if (zero === -1) return chunk;
  const out = new Uint8Array(chunk.length);
  let length = 0;
  let start = 0;
  while (zero !== -1) {
    out.set(chunk.subarray(start, zero), length);
    length += zero - start;
    start = zero + 1;
    zero = chunk.indexOf(0, start);
  }
  out.set(chunk.subarray(start), length);
  length += chunk.length - start;
  return out.subarray(0, length);
}

/** The document stream with React's stray NUL bytes removed. */
export function createNulStripper(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const clean = stripNulBytes(chunk);
      callback(null, clean.length ? clean : undefined);
    },
  });
}
