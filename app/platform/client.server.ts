import type { ZodType } from "zod";
import { config } from "~/config.server";
import { log } from "~/log.server";
import type { Lang } from "~/i18n/config";
import { pathTemplate, statusClass } from "~/lib/metric-labels";
import { REQUEST_ID_HEADER } from "~/lib/request-id";
import { metrics } from "~/metrics.server";
import { describeFailure, registerReadinessCheck } from "~/process-hooks.server";
import { currentRequest, MAX_LOGGED_CALLS } from "~/request-scope.server";
import { PlatformError, type FieldError, type PlatformErrorKind } from "./errors";
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
  // The request's id travels to the platform, so its logs can be matched with the console's (issue 37).
  const request = currentRequest();
  if (request) headers[REQUEST_ID_HEADER.toLowerCase()] = request.id;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? config.requestTimeoutMs);
  const signal = ctx.signal ? AbortSignal.any([timeout, ctx.signal]) : timeout;
  const url = `${config.platformApiUrl}${path}${buildQuery(options.query)}`;
  const method = options.method ?? (options.form ? "POST" : "GET");
  const started = performance.now();
  let response: Answer;
  try {
    // Forms carry files (up to a 100M video): sent with back-pressure, never held whole (form-upload.server.ts).
    if (options.form) response = await postFormStreamed(url, method, headers, options.form, signal);
    else if (stream) response = await fetch(url, { method, headers, body, signal, redirect: "manual" });
    else response = await callUpstream(url, method, headers, body, signal);
  } catch (error) {
    const kind = timeout.aborted ? "timeout" : "network";
    recordCall(method, path, null, started, kind);
    if (timeout.aborted) throw new PlatformError("timeout", 504, null);
    throw new PlatformError("network", 503, null);
  }
  recordCall(method, path, response.status, started, response.ok ? undefined : "http");
  if (!response.ok) throw await toPlatformError(response);
  return response;
}

/** One call into the metrics (duration, failures by §8 kind) and the request's log line, by its path template. */
function recordCall(method: string, path: string, status: number | null, started: number, failure?: PlatformErrorKind) {
  const ms = performance.now() - started;
  const call = metrics.labels.call.of(pathTemplate(path));
  metrics.platformDuration.observe({ call, method, status_class: statusClass(status) }, ms / 1000);
  if (failure) metrics.platformFailures.inc({ call, method, kind: failure });
  const request = currentRequest();
  if (request && request.calls.length < MAX_LOGGED_CALLS) {
    request.calls.push({ call: `${method} ${call}`, status, ms: Math.round(ms * 10) / 10, ...(failure ? { error: failure } : {}) });
  }
}

/** An answer the platform sent whose body could not be used (§8 "shape"): counted with the call's other failures. */
function shapeFailure(path: string, method: string | undefined) {
  const call = metrics.labels.call.of(pathTemplate(path));
  metrics.platformFailures.inc({ call, method: method ?? "GET", kind: "shape" });
  const last = currentRequest()?.calls.at(-1);
  if (last && last.call === `${method ?? "GET"} ${call}`) last.error = "shape";
}

/** How long /readyz waits for the platform. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Readiness (issue 37): the platform answers a cheap call in time. GET of the API's root asks for no session and runs
 * no business logic; any answer below 500 (a 404 included) shows the platform is there.
 */
registerReadinessCheck("platform", async () => {
  try {
    const answer = await callUpstream(`${config.platformApiUrl}/`, "GET", { accept: "application/json" }, undefined, AbortSignal.timeout(READY_TIMEOUT_MS));
    return answer.status < 500 ? { ok: true } : { ok: false, error: `status ${statusClass(answer.status)}` };
  } catch (error) {
    return { ok: false, error: describeFailure(error) };
  }
});

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

async function readJson(response: Answer, path: string, method?: string): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    shapeFailure(path, method);
    throw new PlatformError("shape", 502, null);
  }
}

function parseWith<T>(schema: ZodType<T>, value: unknown, path: string, method?: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    shapeFailure(path, method);
    log.error({ reqId: currentRequest()?.id, call: `${method ?? "GET"} ${pathTemplate(path)}`, issues: result.error.message.slice(0, 500) }, "platform answer of an unexpected shape");
    throw new PlatformError("shape", 502, null);
  }
  return result.data;
}

/** A call whose body is `{ result: T }` (authentication, account, notification overview). */
export async function callResult<T>(ctx: PlatformContext, path: string, schema: ZodType<T>, options: RequestOptions = {}): Promise<T> {
  const body = await readJson(await send(ctx, path, options), path, options.method);
  const result = body && typeof body === "object" && "result" in body ? (body as { result: unknown }).result : body;
  return parseWith(schema, result, path, options.method);
}

/** A call whose body is the object itself (sample resources' get/create/update). */
export async function callObject<T>(ctx: PlatformContext, path: string, schema: ZodType<T>, options: RequestOptions = {}): Promise<T> {
  return parseWith(schema, await readJson(await send(ctx, path, options), path, options.method), path, options.method);
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
  const body = await readJson(response, path, options.method);
  const envelope = body && !Array.isArray(body) && typeof body === "object" ? (body as Record<string, unknown>) : null;
  const rawRows = Array.isArray(body) ? body : envelope?.data ?? (envelope?.result as Record<string, unknown> | undefined)?.data;
  if (!Array.isArray(rawRows)) {
    shapeFailure(path, options.method);
    throw new PlatformError("shape", 502, null);
  }
  const rows = rawRows.map((row) => parseWith(rowSchema, row, path, options.method));
  const headerTotal = Number(response.headers.get("X-Total-Count"));
  const bodyTotal = Number(envelope?.totalCount ?? (envelope?.result as Record<string, unknown> | undefined)?.totalCount);
  const total = Number.isFinite(headerTotal) && response.headers.has("X-Total-Count") ? headerTotal : Number.isFinite(bodyTotal) ? bodyTotal : rows.length;
  return { rows, total };
}
