/**
 * Where a Lighthouse run's blocking time comes from, by cause, from its trace (issue 35): each task on the page's main
 * thread after its navigation started counts as Lighthouse's simulation counts it — its duration times the CPU
 * slowdown (half of it for a task that lays out), less 50 ms. Not clipped to Lighthouse's FCP–TTI window, so the sum
 * is an upper bound of its TBT; what it tells is the share of each cause.
 */
export type Cause = "script evaluation" | "script compile" | "script" | "style & layout" | "HTML parsing" | "other";

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

const BLOCKING_MS = 50;
const TASK = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const SCRIPT = new Set(["FunctionCall", "TimerFire", "RunMicrotasks", "v8.callFunction", "FireAnimationFrame", "EventDispatch"]);

/** The cause of one task, from the events inside it (by their total time). */
function causeOf(inside: Map<string, number>, taskMs: number): Cause {
  const time = (name: string) => inside.get(name) ?? 0;
  if (time("v8.evaluateModule") + time("EvaluateScript") > 0) return "script evaluation";
  // A module compiled off the main thread (V8's compile hints, ADR 047) is finished on it: the task names the compile.
  if (inside.has("v8.compileModule") || inside.has("v8.compile")) return "script compile";
  if (time("Layout") > 0) return "style & layout";
  if (time("ParseHTML") > taskMs / 2) return "HTML parsing";
  if ([...SCRIPT].reduce((sum, name) => sum + time(name), 0) > taskMs / 2) return "script";
  if (time("UpdateLayoutTree") > 0) return "style & layout";
  if (time("ParseHTML") > 0) return "HTML parsing";
  return "other";
}

/** Blocking milliseconds by cause in one run's trace, at `slowdown`. */
export function blockingByCause(traceEvents: TraceEvent[], slowdown: number): Record<Cause, number> {
  const out: Record<Cause, number> = { "script evaluation": 0, "script compile": 0, script: 0, "style & layout": 0, "HTML parsing": 0, other: 0 };
  const start = traceEvents.filter((event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http")).at(-1);
  if (!start) return out;
  const thread = traceEvents.filter((event) => event.pid === start.pid && event.tid === start.tid && event.ph === "X" && event.ts >= start.ts).sort((a, b) => a.ts - b.ts);
  // Top-level tasks only (a task's own nested task is counted with it).
  let coveredUntil = -Infinity;
  for (const [index, task] of thread.entries()) {
    if (!TASK.has(task.name) || task.ts < coveredUntil) continue;
    const end = task.ts + (task.dur ?? 0);
    coveredUntil = end;
    const inside = new Map<string, number>();
    for (let next = index + 1; next < thread.length && thread[next]!.ts < end; next++) {
      const event = thread[next]!;
      inside.set(event.name, (inside.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const taskMs = (task.dur ?? 0) / 1000;
    const cause = causeOf(inside, taskMs);
    // Lantern lays out at half the slowdown (its layoutTaskMultiplier).
    const simulated = taskMs * (inside.has("Layout") ? slowdown / 2 : slowdown);
    out[cause] += Math.max(0, simulated - BLOCKING_MS);
  }
  return out;
}

/** The mean of several runs' causes, as one line: the largest first. */
export function causesLine(runs: Array<Record<Cause, number>>): string {
  if (!runs.length) return "";
  const causes = Object.keys(runs[0]!) as Cause[];
  return causes
    .map((cause) => [cause, runs.reduce((sum, run) => sum + run[cause], 0) / runs.length] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([cause, ms]) => `${cause} ${Math.round(ms)} ms`)
    .join(" · ");
}
