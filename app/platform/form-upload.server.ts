/**
 * Sends a multipart form (POST or PUT) through node:http with back-pressure, its files read from their (disk-backed) Blobs as
 * the socket takes them. fetch (undici 6.24 in Node 20) was measured holding a whole 100M file body in memory
 * while sending it, even from a stream (tests/bench/upload-memory.ts); node:http piping the same Blob held ~4 MB.
 * The answer comes back as a fetch Response (small JSON), so callers handle it as any platform answer.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Names as browsers and undici write them into a part header. */
const escapeName = (name: string) => name.replace(/\n/g, "%0A").replace(/\r/g, "%0D").replace(/"/g, "%22");

/** The multipart body of `form` as parts (strings or Blobs) and its exact length. */
export function multipartBody(form: FormData, boundary: string): { parts: (Uint8Array | Blob)[]; length: number } {
  const encoder = new TextEncoder();
  const parts: (Uint8Array | Blob)[] = [];
  let length = 0;
  const add = (part: Uint8Array | Blob) => {
    parts.push(part);
    length += part instanceof Blob ? part.size : part.byteLength;
  };
  for (const [name, value] of form) {
    if (typeof value === "string") {
      add(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"\r\n\r\n${value.replace(/\r(?!\n)|(?<!\r)\n/g, "\r\n")}\r\n`));
    } else {
      add(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"; filename="${escapeName(value.name)}"\r\n` +
            `Content-Type: ${value.type || "application/octet-stream"}\r\n\r\n`,
        ),
      );
      add(value);
      add(encoder.encode("\r\n"));
    }
  }
  add(encoder.encode(`--${boundary}--\r\n`));
  return { parts, length };
}

export async function postFormStreamed(url: string, method: string, headers: Headers, form: FormData, signal: AbortSignal): Promise<Response> {
  const boundary = `----AedConsoleBoundary${randomBytes(12).toString("hex")}`;
  const { parts, length } = multipartBody(form, boundary);
  const target = new URL(url);
  const outgoing: Record<string, string> = Object.fromEntries(headers);
  outgoing["content-type"] = `multipart/form-data; boundary=${boundary}`;
  outgoing["content-length"] = String(length);
  const request = (target.protocol === "https:" ? https : http).request(target, { method, headers: outgoing, signal });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once("response", resolve);
    request.once("error", reject);
  });
  const source = Readable.from(
    (async function* () {
      for (const part of parts) {
        if (part instanceof Blob) yield* part.stream() as unknown as AsyncIterable<Uint8Array>;
        else yield part;
      }
    })(),
  );
  // The platform may answer (an error) before it has read the whole body: that answer is the one to report.
  const sending = pipeline(source, request).catch((error: unknown) => error);
  const response = await answered;
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, 0))]);
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (Array.isArray(value)) value.forEach((item) => responseHeaders.append(name, item));
    else if (value !== undefined) responseHeaders.set(name, value);
  }
  const status = response.statusCode ?? 502;
  return new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: responseHeaders });
}
