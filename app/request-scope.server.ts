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

type Scope = Map<string, unknown>;

const KEY = Symbol.for("aed-console.request-scope");
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<Scope> };
const storage = (holder[KEY] ??= new AsyncLocalStorage<Scope>());

/** Runs one HTTP request's handling (all its loaders) with a fresh scope. */
export function runInRequestScope<T>(handle: () => T): T {
  return storage.run(new Map(), handle);
}

const SHARED_METHODS = new Set(["GET", "HEAD"]);

/**
 * The value `compute` gave earlier in this request under `key` (a promise is shared while pending, and a
 * rejection too: every loader then throws the same redirect), else computes it now. Outside a scope, or for a
 * request that may write, computes every time.
 */
export function oncePerRequest<T>(request: Request, key: string, compute: () => T): T {
  const scope = storage.getStore();
  if (!scope || !SHARED_METHODS.has(request.method)) return compute();
  if (scope.has(key)) return scope.get(key) as T;
  const value = compute();
  scope.set(key, value);
  return value;
}

/** Forgets what this request shared so far, after a write made it stale (the account to be reloaded). */
export function forgetRequestValues(): void {
  storage.getStore()?.clear();
}
