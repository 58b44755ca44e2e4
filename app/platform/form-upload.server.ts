/**
 * Sends a multipart form (POST or PUT) through node:http with back-pressure, its files read from their (disk-backed) Blobs as
 * the socket takes them. fetch (undici 6.24 in Node 20) was measured holding a whole 100M file body in memory
 * while sending it, even from a stream (tests/bench/upload-memory.ts); node:http piping the same Blob held ~4 MB.
 * The answer comes back read whole (small JSON), as any platform answer (upstream.server.ts).
 */
import { randomBytes } from "node:crypto";
import type http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { readAnswer, transportFor, type UpstreamAnswer } from "./upstream.server";

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

export async function postFormStreamed(url: string, method: string, headers: Record<string, string>, form: FormData, signal: AbortSignal): Promise<UpstreamAnswer> {
  const boundary = `----AedConsoleBoundary${randomBytes(12).toString("hex")}`;
  const { parts, length } = multipartBody(form, boundary);
  const target = new URL(url);
  const outgoing: Record<string, string> = { ...headers, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(length) };
  const { request: send, agent } = transportFor(target);
  const request = send(target, { method, headers: outgoing, agent, signal });
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
  const answer = await readAnswer(await answered);
  await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, 0))]);
  return answer;
}
