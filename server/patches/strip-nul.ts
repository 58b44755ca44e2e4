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

/**
 * The document stream with React's stray NUL bytes removed, and React's 2,048-byte writes joined: what it writes
 * in one go (the whole shell) leaves as one chunk at the next turn of the event loop, instead of ~45 chunks each
 * passing the web stream, compression and socket layers (issue 13: server time per page). Later writes (a
 * streamed Suspense boundary) still leave as soon as they come.
 */
export function createNulStripper(): Transform {
  let pending: Uint8Array[] = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (!pending.length) return;
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(joined);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const clean = stripNulBytes(chunk);
      if (clean.length) pending.push(clean);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      release();
      callback();
    },
  });
  return stream;
}
