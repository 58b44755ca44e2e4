/**
 * What one HTTP request computes once and shares between its loaders (issue 13): a page's loaders (root, frame,
 * page) each asked for the signed-in user, and each read the session store three or four times.
 *
 * Remix hands every loader its own copy of the Request (it strips ?_data and ?index), so a WeakMap keyed by the
 * Request would never hit; the scope follows the request's async work instead. server/console.ts runs the Remix
 * handler inside runInRequestScope. The AsyncLocalStorage lives on globalThis because that server and the app
 * bundle each load their own copy of this module.
 *
 * Only GET and HEAD requests share: an action may change what a later loader of the same request must see
 * (a changed profile, a sign-out), so a POST computes everything afresh, as before.
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** A platform call made for the request, for its log line (app/platform/client.server.ts records them). */
export interface PlatformCallRecord {
  /** "GET /v1/devices/:id": the method and the path template, never the raw path or query. */
  call: string;
  status: number | null;
  ms: number;
  /** The §8 error kind when it failed. */
  error?: string;
}

/**
 * What the server's request log needs from inside the app (issue 37): the request id (sent to the platform on every
 * call), the signed-in account, and the platform calls made. Made by server/console.ts for each request.
 */
export interface RequestInfo {
  id: string;
  accountId?: string | number | null;
  calls: PlatformCallRecord[];
  /** Set once the answer is sent: work still running in the request's async context (a timer it started) adds no more. */
  done?: boolean;
}

/** Calls kept for one request's log line; a page makes a handful, an export loop may make many. */
export const MAX_LOGGED_CALLS = 50;

type Scope = { values: Map<string, unknown>; info?: RequestInfo };

const KEY = Symbol.for("aed-console.request-scope");
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<Scope> };
const storage = (holder[KEY] ??= new AsyncLocalStorage<Scope>());

/** Runs one HTTP request's handling (all its loaders) with a fresh scope, carrying the request's log record. */
export function runInRequestScope<T>(handle: () => T, info?: RequestInfo): T {
  return storage.run({ values: new Map(), info }, handle);
}

/** The request being handled (its id and log record), or undefined outside a request or once it was answered. */
export function currentRequest(): RequestInfo | undefined {
  const info = storage.getStore()?.info;
  return info && !info.done ? info : undefined;
}

const SHARED_METHODS = new Set(["GET", "HEAD"]);

/**
 * The value `compute` gave earlier in this request under `key` (a promise is shared while pending, and a
 * rejection too: every loader then throws the same redirect), else computes it now. Outside a scope, or for a
 * request that may write, computes every time.
 */
export function oncePerRequest<T>(request: Request, key: string, compute: () => T): T {
  const scope = storage.getStore()?.values;
  if (!scope || !SHARED_METHODS.has(request.method)) return compute();
  if (!scope.has(key)) scope.set(key, compute());
  return ownCopy(scope.get(key) as T);
}

/**
 * A shared promise as one loader's own: a thrown Response (a redirect, the 503 of an unreachable session store) is
 * read by Remix once per loader that throws it, and a body can be read once, so each loader throws a clone of the
 * untouched original ("Body is unusable" otherwise, seen in a rolling restart).
 */
function ownCopy<T>(value: T): T {
  if (!(value instanceof Promise)) return value;
  return value.catch((error: unknown) => {
    throw error instanceof Response ? error.clone() : error;
  }) as T;
}

/** Forgets what this request shared so far, after a write made it stale (the account to be reloaded). */
export function forgetRequestValues(): void {
  storage.getStore()?.values.clear();
}
