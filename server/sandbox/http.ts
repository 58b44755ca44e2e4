// HTTP plumbing shared by every area: errors in the platform's problem shape, replies, routing,
// bounded body readers and response writing.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { type Locale, type MessageKey, type MessageParams, translate } from "./i18n.js";

// ---------------------------------------------------------------------------------------------- errors

export interface Text {
  key: MessageKey;
  params?: MessageParams;
}

export interface FieldError {
  field: string;
  key: MessageKey;
  params?: MessageParams;
}

const titles: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Payload Too Large",
  500: "Internal Server Error",
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: Text,
    readonly extra: { message?: string; fieldErrors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(detail?.key ?? String(status));
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams, message?: string) =>
  new HttpError(400, { key, params }, { message });
export const unauthorized = (key: MessageKey) => new HttpError(401, { key });
/** The console shows its own text for 403, so the sandbox sends none. */
export const forbidden = () => new HttpError(403);
export const notFound = () => new HttpError(404, { key: "record.notFound" });
export const tooLarge = () => new HttpError(413, { key: "body.tooLarge" }, { headers: { Connection: "close" } });

/** 400 whose detail is the first field's text, so a console that reads only detail still says something useful. */
export function invalidFields(errors: FieldError[]): HttpError {
  const first = errors[0];
  return new HttpError(400, first && { key: first.key, params: first.params }, { message: "error.validation", fieldErrors: errors });
}

export function problemBody(error: HttpError, locale: Locale) {
  return {
    title: titles[error.status] ?? "Error",
    status: error.status,
    ...(error.detail && { detail: translate(locale, error.detail.key, error.detail.params) }),
    ...(error.extra.message && { message: error.extra.message }),
    ...(error.extra.fieldErrors && {
      fieldErrors: error.extra.fieldErrors.map((f) => ({ field: f.field, message: translate(locale, f.key, f.params) })),
    }),
  };
}

// ---------------------------------------------------------------------------------------------- replies

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Auth, account and notification calls wrap their value as { result }. */
export const result = (value: unknown, status = 200): Reply => ({ status, body: { result: value } });

/** Lists answer a bare array; the total travels in X-Total-Count. */
export const listReply = (rows: unknown[], total: number): Reply => ({
  body: rows,
  headers: { "X-Total-Count": String(total), "Access-Control-Expose-Headers": "X-Total-Count" },
});

export const noContent = (): Reply => ({ status: 204 });

export function writeReply(res: ServerResponse, reply: Reply): void {
  const status = reply.status ?? 200;
  const headers: Record<string, string> = { ...reply.headers };
  if (reply.body === undefined || status === 204) {
    res.writeHead(status, headers).end();
    return;
  }
  if (reply.body instanceof ReadableStream) {
    // A streamed answer (exports): written as it is produced; a client that goes away cancels the producer.
    headers["Content-Type"] ??= "application/octet-stream";
    res.writeHead(status, headers);
    const source = Readable.fromWeb(reply.body as import("node:stream/web").ReadableStream<Uint8Array>);
    source.on("error", () => res.destroy());
    res.on("close", () => source.destroy());
    source.pipe(res);
    return;
  }
  if (Buffer.isBuffer(reply.body)) {
    headers["Content-Type"] ??= "application/octet-stream";
    headers["Content-Length"] = String(reply.body.length);
    res.writeHead(status, headers).end(reply.body);
    return;
  }
  const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
  headers["Content-Type"] ??= typeof reply.body === "string" ? "text/plain; charset=utf-8" : "application/json; charset=utf-8";
  headers["Content-Length"] = String(Buffer.byteLength(text));
  res.writeHead(status, headers).end(text);
}

export function errorReply(error: HttpError, locale: Locale): Reply {
  return { status: error.status, body: problemBody(error, locale), headers: error.extra.headers };
}

// ---------------------------------------------------------------------------------------------- bodies

const JSON_LIMIT = 4 * 1024 * 1024; // room for a 2M avatar as a base64 data URL

/** Yields the request's chunks and stops with 413 as soon as more than `limit` bytes arrived. */
async function* bounded(req: IncomingMessage, limit: number): AsyncGenerator<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (declared > limit) throw tooLarge();
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > limit) throw tooLarge();
    yield chunk;
  }
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of bounded(req, JSON_LIMIT)) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest("body.invalidJson");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw badRequest("body.invalidJson");
  return value as Record<string, unknown>;
}

/** Parses multipart/form-data with the WHATWG parser, counting bytes so an oversized upload stops early. */
export async function readForm(req: IncomingMessage, limit: number): Promise<FormData> {
  const contentType = req.headers["content-type"] ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) throw badRequest("body.invalidForm");
  let overflow: HttpError | undefined;
  const source = Readable.from(
    (async function* () {
      try {
        yield* bounded(req, limit);
      } catch (error) {
        overflow = error instanceof HttpError ? error : undefined;
        throw error;
      }
    })(),
  );
  try {
    const request = new Request("http://sandbox.local/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: Readable.toWeb(source) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit);
    return await request.formData();
  } catch {
    throw overflow ?? badRequest("body.invalidForm");
  }
}

// ---------------------------------------------------------------------------------------------- routing

export interface Caller {
  id: number;
  username: string;
  /** null: no role yet (a self-registered account awaiting an administrator's approval). */
  roleMark: string | null;
  sid: string;
}

export interface Ctx {
  req: IncomingMessage;
  url: URL;
  query: URLSearchParams;
  params: Record<string, string>;
  locale: Locale;
  readJson(): Promise<Record<string, unknown>>;
  readForm(limitBytes: number): Promise<FormData>;
}

export interface AuthedCtx extends Ctx {
  caller: Caller;
}

/** A permission check (§6): `mark.action`. */
export type Grant = `${string}.${string}`;

/**
 * "public": no token; "bearer": any signed-in account; "mark.action": the role must hold that permission; a list of
 * them: the role must hold one (a call two screens read, each behind its own mark).
 */
export type Route =
  | { method: string; path: string; access: "public"; handle: (ctx: Ctx) => Reply | Promise<Reply> }
  | { method: string; path: string; access: "bearer" | Grant | readonly Grant[]; handle: (ctx: AuthedCtx) => Reply | Promise<Reply> };

interface Compiled {
  route: Route;
  segments: string[];
}

export type Match = { route: Route; params: Record<string, string> } | "method-not-allowed" | undefined;

export class Router {
  private readonly compiled: Compiled[];

  constructor(routes: Route[]) {
    // Literal segments win over parameters (/devices/brands before /devices/:id), whatever order the
    // area modules register their routes in.
    this.compiled = routes
      .map((route) => ({ route, segments: route.path.split("/").filter(Boolean) }))
      .sort((a, b) => specificity(a.segments, b.segments));
    // Two modules answering the same call would make one of them dead code, chosen by registration order.
    const seen = new Set<string>();
    for (const { route, segments } of this.compiled) {
      const key = `${route.method} /${segments.map((segment) => (segment.startsWith(":") ? ":" : segment)).join("/")}`;
      if (seen.has(key)) throw new Error(`two sandbox routes answer ${key}`);
      seen.add(key);
    }
  }

  match(method: string, pathname: string): Match {
    const parts = pathname.split("/").filter(Boolean);
    let pathMatched = false;
    for (const { route, segments } of this.compiled) {
      const params = matchSegments(segments, parts);
      if (!params) continue;
      pathMatched = true;
      if (route.method === method) return { route, params };
    }
    return pathMatched ? "method-not-allowed" : undefined;
  }
}

/**
 * Orders routes so a literal segment comes before a parameter at the same position. Routes of different lengths
 * never match the same path, but the order must still be total: equal prefixes are ordered by length (without
 * that, sort() could leave /device-firmwares/:id before /device-firmwares/options).
 */
function specificity(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const aParam = a[i]!.startsWith(":");
    const bParam = b[i]!.startsWith(":");
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return a.length - b.length;
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | undefined {
  if (segments.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if (segment.startsWith(":")) {
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        return undefined;
      }
    } else if (segment !== part) return undefined;
  }
  return params;
}

/** Path ids are positive integers; anything else is a record that cannot exist. */
export function idParam(ctx: Ctx, name = "id"): number {
  const raw = ctx.params[name] ?? "";
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1)) throw notFound();
  return id;
}
