import { promisify } from "node:util";
import zlib from "node:zlib";
import { acceptedEncodings, type BodyEncoding } from "./accept-encoding";

/** Smaller bodies are sent as they are: compression would save less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A body compressed once to be sent many times: Brotli at its best quality, gzip at level 9 (~15% and ~5% smaller
 * than what a per-request compressor affords). On libuv's threads, so the event loop goes on meanwhile.
 */
export function compressOnce(source: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  if (encoding === "gzip") return gzip(source, { level: 9 });
  return brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
}

interface FixedBody {
  plain: Uint8Array<ArrayBuffer>;
  encoded: Map<BodyEncoding, Promise<Uint8Array<ArrayBuffer>>>;
}
/** Keyed by the body itself: the bodies given are a few constants (a language's strings, a script). */
const fixedBodies = new Map<string, FixedBody>();

/**
 * A resource route's answer whose body never changes while the server runs (a language's strings, a script): in the
 * best encoding the client takes, compressed the first time it is asked for and kept. Compressing the same 90 kB of
 * strings on every request was ~4 ms of the server's CPU per page load. The Content-Length (and Content-Encoding)
 * given here tell the response compressor to leave the answer as it is. Each body given is kept for the process's
 * life: never pass one built per request (a page, a list, an export).
 */
export async function fixedBodyResponse(request: Request, body: string, headers: Record<string, string>): Promise<Response> {
  let fixed = fixedBodies.get(body);
  if (!fixed) fixedBodies.set(body, (fixed = { plain: new TextEncoder().encode(body), encoded: new Map() }));
  const answer = new Headers(headers);
  if (fixed.plain.length < MIN_COMPRESSED_BYTES) {
    answer.set("Content-Length", String(fixed.plain.length));
    return new Response(fixed.plain, { headers: answer });
  }
  answer.append("Vary", "Accept-Encoding");
  const encoding = acceptedEncodings(request.headers.get("Accept-Encoding"))[0];
  if (!encoding) {
    answer.set("Content-Length", String(fixed.plain.length));
    return new Response(fixed.plain, { headers: answer });
  }
  let compressed = fixed.encoded.get(encoding);
  if (!compressed) fixed.encoded.set(encoding, (compressed = compressOnce(Buffer.from(fixed.plain), encoding).then((bytes) => new Uint8Array(bytes))));
  const bytes = await compressed;
  answer.set("Content-Encoding", encoding);
  answer.set("Content-Length", String(bytes.length));
  return new Response(bytes, { headers: answer });
}
