/**
 * The platform's calls over node:http, on connections kept alive between calls. fetch (undici in Node 20) was measured
 * at about three times the CPU per small JSON call (tests/.artifacts/fetch-cost.ts: ~0.6–1.7 ms against ~0.2–0.45 ms),
 * and a page makes several (issue 13: server time per page). Downloads that stream a file through (callRaw) still use
 * fetch: their Response goes on to the browser as it is.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import zlib from "node:zlib";

/**
 * Idle connections are closed after 4 s, or a second before the platform's own `Keep-Alive: timeout=` if it is
 * shorter: Node 20's agent reads that hint only when it has a timeout of its own, and without one kept idle
 * connections forever, so a call written as the platform closed one (5 s for a Node server) failed with ECONNRESET.
 * A socket timeout does not end a call in progress (a slow answer still arrives).
 */
const IDLE_MS = 4_000;
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_MS }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_MS }),
};

/** The transport and kept-alive agent for a URL. */
export function transportFor(url: URL) {
  return url.protocol === "https:" ? { request: https.request, agent: agents.https } : { request: http.request, agent: agents.http };
}

/** An answer read whole (JSON calls answer small bodies): what the platform client needs of a fetch Response. */
export interface UpstreamAnswer {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null; has(name: string): boolean };
  body: Buffer;
  text(): Promise<string>;
}

function headerReader(raw: IncomingHttpHeaders): UpstreamAnswer["headers"] {
  const get = (name: string) => {
    const value = raw[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  };
  return { get, has: (name) => get(name) !== null };
}

/** Reads a response to its end, undoing a compression the platform applied unasked. */
export async function readAnswer(message: IncomingMessage): Promise<UpstreamAnswer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  let body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  const encoding = message.headers["content-encoding"]?.trim().toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") body = zlib.gunzipSync(body);
  else if (encoding === "deflate") body = zlib.inflateSync(body);
  else if (encoding === "br") body = zlib.brotliDecompressSync(body);
  const status = message.statusCode ?? 502;
  return { status, ok: status >= 200 && status < 300, headers: headerReader(message.headers), body, text: async () => body.toString("utf8") };
}

/**
 * One call with an optional text body; rejects on a network failure or when `signal` aborts. A kept-alive connection
 * the platform closed while it was idle fails at once with ECONNRESET before the platform read anything: a call
 * that cannot change anything (GET, HEAD, OPTIONS) is then sent once more on a new connection.
 */
export function callUpstream(url: string, method: string, headers: Record<string, string>, body: string | undefined, signal: AbortSignal): Promise<UpstreamAnswer> {
  const target = new URL(url);
  const { request, agent } = transportFor(target);
  const outgoing = body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) };
  const attempt = (retry: boolean): Promise<UpstreamAnswer> =>
    new Promise((resolve, reject) => {
      const sent = request(target, { method, headers: outgoing, agent, signal }, (message) => {
        readAnswer(message).then(resolve, reject);
      });
      sent.once("error", (error: NodeJS.ErrnoException) => {
        if (retry && sent.reusedSocket && error.code === "ECONNRESET" && !signal.aborted && SAFE_METHODS.has(method)) resolve(attempt(false));
        else reject(error);
      });
      sent.end(body);
    });
  return attempt(true);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
