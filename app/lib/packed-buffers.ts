/**
 * Buffers copied side by side into one memory block of exactly their total size, as views of it. A small Buffer is
 * often a view of a larger block it keeps alive: `Buffer.from(string)` under 4 KB is a slice of Node's shared 8 KB
 * pool, and a `zlib.*Sync` result under 16 KB a slice of zlib's 16 KB output chunk (a 33-byte deflated part holds
 * 16,384 bytes). Kept for long (app/page-reuse.server.ts), such views hold many times what their lengths say.
 */
export function packed(buffers: readonly Buffer[]): Buffer[] {
  const total = buffers.reduce((sum, buffer) => sum + buffer.length, 0);
  // allocUnsafeSlow: its own block, never a slice of the shared pool.
  const block = Buffer.allocUnsafeSlow(total);
  let offset = 0;
  return buffers.map((buffer) => {
    const view = block.subarray(offset, offset + buffer.length);
    buffer.copy(block, offset);
    offset += buffer.length;
    return view;
  });
}

/** The bytes of memory `buffers` keep alive: each distinct block they are views of, counted once. */
export function bytesHeld(buffers: readonly Buffer[]): number {
  return [...new Set(buffers.map((buffer) => buffer.buffer))].reduce((sum, block) => sum + block.byteLength, 0);
}
