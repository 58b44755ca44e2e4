import type { ZodType } from "zod";
import { config } from "~/config.server";
import type { Lang } from "~/i18n/config";
import { PlatformError, type FieldError } from "./errors";
import { postFormStreamed } from "./form-upload.server";
import { callUpstream, type UpstreamAnswer } from "./upstream.server";

/** Who is calling: the bearer token (if signed in) and the language for Accept-Language. */
export interface PlatformContext {
  token?: string | null;
  lang: Lang;
  /** Aborts the upstream call when the browser goes away. */
  signal?: AbortSignal;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE" | "OPTIONS";
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  timeoutMs?: number;
}

/** GET arrays go as repeated keys (§7): ids=1&ids=2. Empty values are left out. */
export function buildQuery(query: Record<string, QueryValue> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === "") continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** What a call answered: read whole for JSON calls, the fetch Response itself for a file streamed through. */
type Answer = UpstreamAnswer | Response;

async function send(ctx: PlatformContext, path: string, options: RequestOptions): Promise<UpstreamAnswer>;
async function send(ctx: PlatformContext, path: string, options: RequestOptions, stream: true): Promise<Response>;
async function send(ctx: PlatformContext, path: string, options: RequestOptions, stream = false): Promise<Answer> {
  const headers: Record<string, string> = { accept: "application/json", "accept-language": ctx.lang };
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? config.requestTimeoutMs);
  const signal = ctx.signal ? AbortSignal.any([timeout, ctx.signal]) : timeout;
  const url = `${config.platformApiUrl}${path}${buildQuery(options.query)}`;
  const method = options.method ?? (options.form ? "POST" : "GET");
  let response: Answer;
  try {
    // Forms carry files (up to a 100M video): sent with back-pressure, never held whole (form-upload.server.ts).
    if (options.form) response = await postFormStreamed(url, method, headers, options.form, signal);
    else if (stream) response = await fetch(url, { method, headers, body, signal, redirect: "manual" });
    else response = await callUpstream(url, method, headers, body, signal);
  } catch (error) {
    if (timeout.aborted) throw new PlatformError("timeout", 504, null);
    throw new PlatformError("network", 503, null);
  }
  if (!response.ok) throw await toPlatformError(response);
  return response;
}

async function toPlatformError(response: Answer): Promise<PlatformError> {
  let detail: string | null = null;
  let fieldErrors: FieldError[] = [];
  let code: string | null = null;
  try {
    // A blob error body is read as text and parsed as JSON too; a parse failure is ignored (§8).
    const parsed = JSON.parse(await response.text()) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);
    code = text(parsed.message)?.startsWith("error.") ? (parsed.message as string) : null;
    detail = text(parsed.detail) ?? (code ? null : text(parsed.message)) ?? text(parsed.title);
    if (Array.isArray(parsed.fieldErrors)) {
      fieldErrors = parsed.fieldErrors.filter(
        (item): item is FieldError => typeof item?.field === "string" && typeof item?.message === "string",
      );
    }
  } catch {
    /* not JSON: no detail */
  }
  return new PlatformError("http", response.status, detail, fieldErrors, code);
}

async function readJson(response: Answer): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new PlatformError("shape", 502, null);
  }
}

function parseWith<T>(schema: ZodType<T>, value: unknown, path: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    console.error(`[platform] unexpected response shape from ${path}: ${result.error.message.slice(0, 500)}`);
    throw new PlatformError("shape", 502, null);
  }
  return result.data;
}

/** A call whose body is `{ result: T }` (authentication, account, notification overview). */
export async function callResult<T>(ctx: PlatformContext, path: string, schema: ZodType<T>, options: RequestOptions = {}): Promise<T> {
  const body = await readJson(await send(ctx, path, options));
  const result = body && typeof body === "object" && "result" in body ? (body as { result: unknown }).result : body;
  return parseWith(schema, result, path);
}

/** A call whose body is the object itself (sample resources' get/create/update). */
export async function callObject<T>(ctx: PlatformContext, path: string, schema: ZodType<T>, options: RequestOptions = {}): Promise<T> {
  return parseWith(schema, await readJson(await send(ctx, path, options)), path);
}

/** A call with no body worth reading (delete, state changes answered with 204 or `{result:true}`). */
export async function callVoid(ctx: PlatformContext, path: string, options: RequestOptions = {}): Promise<void> {
  await send(ctx, path, options);
}

/** A call whose body is a file (export blobs, §7): the response itself, its status already checked. */
export function callRaw(ctx: PlatformContext, path: string, options: RequestOptions = {}): Promise<Response> {
  return send(ctx, path, options, true);
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * A paged list: either an array with the total in X-Total-Count (sample lists, §7),
 * or `{ data, totalCount }` (real paged calls, §3).
 */
export async function callList<T>(ctx: PlatformContext, path: string, rowSchema: ZodType<T>, options: RequestOptions = {}): Promise<Page<T>> {
  const response = await send(ctx, path, options);
  const body = await readJson(response);
  const envelope = body && !Array.isArray(body) && typeof body === "object" ? (body as Record<string, unknown>) : null;
  const rawRows = Array.isArray(body) ? body : envelope?.data ?? (envelope?.result as Record<string, unknown> | undefined)?.data;
  if (!Array.isArray(rawRows)) throw new PlatformError("shape", 502, null);
  const rows = rawRows.map((row) => parseWith(rowSchema, row, path));
  const headerTotal = Number(response.headers.get("X-Total-Count"));
  const bodyTotal = Number(envelope?.totalCount ?? (envelope?.result as Record<string, unknown> | undefined)?.totalCount);
  const total = Number.isFinite(headerTotal) && response.headers.has("X-Total-Count") ? headerTotal : Number.isFinite(bodyTotal) ? bodyTotal : rows.length;
  return { rows, total };
}
