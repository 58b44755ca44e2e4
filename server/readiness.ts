/**
 * /readyz (issue 37): is this process fit to get traffic? Every registered check (the platform, Redis) runs with a
 * timeout; the answer is reused for a second and shared by polls that arrive meanwhile, so a balancer polling every
 * second (or several of them) costs at most one platform call and one PING a second. A stop turns it 503 at once,
 * whatever was cached. The answer names states and times only: no address, no error message.
 */
import type { CheckOutcome } from "../app/process-hooks.server";

export interface CheckState {
  state: "up" | "down";
  ms: number;
  error?: string;
}

export interface Readiness {
  status: "ready" | "not ready" | "stopping";
  checkedAt: string;
  checks: Record<string, CheckState>;
  reports: Record<string, Record<string, unknown>>;
}

export interface ReadinessOptions {
  checks: () => ReadonlyMap<string, () => Promise<CheckOutcome>>;
  reports: () => ReadonlyMap<string, () => Record<string, unknown>>;
  stopping: () => boolean;
  /** How long one check may take before it counts as down. */
  timeoutMs?: number;
  /** How long an answer is reused. */
  reuseMs?: number;
  now?: () => number;
}

const TIMED_OUT: CheckOutcome = { ok: false, error: "timeout" };

async function runCheck(check: () => Promise<CheckOutcome>, timeoutMs: number, now: () => number): Promise<CheckState> {
  const started = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<CheckOutcome>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  let outcome: CheckOutcome;
  try {
    outcome = await Promise.race([check().catch((): CheckOutcome => ({ ok: false, error: "error" })), late]);
  } finally {
    clearTimeout(timer);
  }
  const ms = Math.round(now() - started);
  return outcome.ok ? { state: "up", ms } : { state: "down", ms, error: outcome.error ?? "error" };
}

/** A function answering the current readiness (see above). */
export function createReadiness(options: ReadinessOptions): () => Promise<Readiness> {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const reuseMs = options.reuseMs ?? 1_000;
  const now = options.now ?? Date.now;
  let last: { at: number; checks: Record<string, CheckState> } | null = null;
  let running: Promise<Record<string, CheckState>> | null = null;

  const runAll = async () => {
    const entries = [...options.checks()];
    const states = await Promise.all(entries.map(([, check]) => runCheck(check, timeoutMs, now)));
    const checks: Record<string, CheckState> = { build: { state: "up", ms: 0 } };
    entries.forEach(([name], index) => (checks[name] = states[index]!));
    return checks;
  };

  return async () => {
    let checks: Record<string, CheckState>;
    if (last && now() - last.at < reuseMs) checks = last.checks;
    else {
      running ??= runAll().finally(() => (running = null));
      checks = await running;
      last = { at: now(), checks };
    }
    const reports: Record<string, Record<string, unknown>> = {};
    for (const [name, report] of options.reports()) {
      try {
        reports[name] = report();
      } catch {
        reports[name] = { state: "unknown" };
      }
    }
    const stopping = options.stopping();
    const allUp = Object.values(checks).every((check) => check.state === "up");
    return {
      status: stopping ? "stopping" : allUp ? "ready" : "not ready",
      checkedAt: new Date(now()).toISOString(),
      checks: { ...checks, shutdown: { state: stopping ? "down" : "up", ms: 0 } },
      reports,
    };
  };
}
