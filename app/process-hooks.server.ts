/**
 * What the process's operator side (server/: /readyz, the SIGTERM stop) needs from parts of the app it does not
 * import (issue 37): readiness checks (the platform, Redis), reports (the live socket's state) and what to close on a
 * stop (the live streams and socket, Redis). Kept on globalThis, since the server and the app bundle each load their
 * own copy of this module.
 */

export interface CheckOutcome {
  ok: boolean;
  /** A short, fixed word on failure ("timeout", "refused", "status 5xx"): never an address or a message. */
  error?: string;
}

/**
 * When a closer runs on a stop: "streams" as soon as the listener is closed (live streams end, so their
 * connections let the server finish), "clients" once every in-flight request is answered (what those requests still
 * used, like Redis).
 */
export type ClosePhase = "streams" | "clients";

interface Hooks {
  checks: Map<string, () => Promise<CheckOutcome>>;
  reports: Map<string, () => Record<string, unknown>>;
  closers: Map<string, { close: () => Promise<void> | void; phase: ClosePhase }>;
  stopping: boolean;
}

const KEY = Symbol.for("aed-console.process-hooks");
const holder = globalThis as typeof globalThis & { [KEY]?: Hooks };
const hooks: Hooks = (holder[KEY] ??= { checks: new Map(), reports: new Map(), closers: new Map(), stopping: false });

/** A check /readyz runs (bounded by its timeout): the process is ready only when every check passes. */
export function registerReadinessCheck(name: string, check: () => Promise<CheckOutcome>): void {
  hooks.checks.set(name, check);
}

/** A state /readyz shows without judging it (the live socket may be down while pages work). */
export function registerReport(name: string, report: () => Record<string, unknown>): void {
  hooks.reports.set(name, report);
}

/** Work done once on a stop, in its phase. */
export function registerCloser(name: string, close: () => Promise<void> | void, phase: ClosePhase): void {
  hooks.closers.set(name, { close, phase });
}

export function readinessChecks(): ReadonlyMap<string, () => Promise<CheckOutcome>> {
  return hooks.checks;
}

export function reports(): ReadonlyMap<string, () => Record<string, unknown>> {
  return hooks.reports;
}

/** The closers of one phase, in the order they were registered. */
export function closers(phase: ClosePhase): { name: string; close: () => Promise<void> | void }[] {
  return [...hooks.closers].filter(([, closer]) => closer.phase === phase).map(([name, { close }]) => ({ name, close }));
}

/** From the first moment of a stop: /readyz answers 503 so a balancer sends nothing new here. */
export function markStopping(): void {
  hooks.stopping = true;
}

export function isStopping(): boolean {
  return hooks.stopping;
}

/** A failure described without an address or a message: what /readyz may show anyone who asks. */
export function describeFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return "timeout";
  if (code === "ECONNREFUSED") return "refused";
  if (code === "ECONNRESET") return "reset";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "unresolved";
  if (typeof code === "string" && /^E[A-Z]+$/.test(code)) return code.toLowerCase();
  return "error";
}
