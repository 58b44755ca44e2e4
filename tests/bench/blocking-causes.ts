/**
 * Where a Lighthouse run's blocking time comes from, by cause, from its trace (issue 35): each task on the page's main
 * thread after its navigation started counts as Lighthouse's simulation counts it — its duration times the CPU
 * slowdown (half of it for a task that lays out), less 50 ms — if the simulation keeps it: Lantern's dependency graph
 * drops a task shorter than 10 ms at 1× (its SIGNIFICANT_DUR_THRESHOLD_MS; it keeps a short one only when it links
 * several requests, and the first parse, layout and paint, all before the first paint). Not clipped to Lighthouse's
 * FCP–TTI window, so the sum is an upper bound of its TBT; what it tells is the share of each cause.
 */
export type Cause = "script evaluation" | "script compile" | "script" | "style & layout" | "HTML parsing" | "other";

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time inside the event (Chromium records it for tasks). */
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

const BLOCKING_MS = 50;
/** Lantern's graph keeps a main-thread task of at least this many milliseconds at 1× (see above). */
export const KEPT_TASK_MS = 10;
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

/** The page's navigation start and its main thread's events after it, in time order (none without the page). */
function pageThread(traceEvents: TraceEvent[]) {
  const start = traceEvents.filter((event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http")).at(-1);
  if (!start) return { start, thread: [] };
  const thread = traceEvents.filter((event) => event.pid === start.pid && event.tid === start.tid && event.ph === "X" && event.ts >= start.ts).sort((a, b) => a.ts - b.ts);
  return { start, thread };
}

/** Top-level tasks only (a task's own nested task is counted with it), with their index in `thread`. */
function* topLevelTasks(thread: TraceEvent[]) {
  let coveredUntil = -Infinity;
  for (const [index, task] of thread.entries()) {
    if (!TASK.has(task.name) || task.ts < coveredUntil) continue;
    coveredUntil = task.ts + (task.dur ?? 0);
    yield { task, index };
  }
}

export interface MainThreadTime {
  /** Milliseconds the page's main thread spent in tasks after its first contentful paint (at 1×, wall clock). */
  busyMs: number;
  /** Of those, milliseconds the thread had the CPU; the rest it waited (another process ran, or it was blocked). */
  cpuMs: number;
  /** Blocking time counted from the tasks' wall-clock durations, as Lighthouse's simulation counts it. */
  blockingMs: number;
  /** The same count from the tasks' CPU time alone: the page's blocking time on a host that never made it wait. */
  cpuBlockingMs: number;
  /** Tasks after the first paint long enough for Lighthouse's simulation to keep (≥ 10 ms at 1×, wall clock). */
  keptTasks: number;
  /** Of those, the ones that are that long by CPU time alone: the rest were kept only because they waited. */
  keptByCpu: number;
}

/**
 * How much of the main thread's time after the first paint was the page's own work. Lighthouse's simulation multiplies
 * each task's wall-clock duration by the CPU slowdown: on a busy 2-core host (Chromium's browser, network and GPU
 * processes, the console's server, Lighthouse itself) the page's thread waits inside its tasks, and that wait is
 * multiplied too. Chromium's trace gives each task its thread's CPU time as well (`tdur`).
 */
export function mainThreadTime(traceEvents: TraceEvent[], slowdown: number): MainThreadTime {
  const out: MainThreadTime = { busyMs: 0, cpuMs: 0, blockingMs: 0, cpuBlockingMs: 0, keptTasks: 0, keptByCpu: 0 };
  const { start, thread } = pageThread(traceEvents);
  const firstPaint = traceEvents.find((event) => event.name === "firstContentfulPaint" && event.pid === start?.pid && event.ts >= start.ts);
  if (!firstPaint) return out;
  for (const { task } of topLevelTasks(thread)) {
    if (task.ts < firstPaint.ts) continue;
    const wallMs = (task.dur ?? 0) / 1000;
    const cpuMs = Math.min(wallMs, (task.tdur ?? task.dur ?? 0) / 1000);
    out.busyMs += wallMs;
    out.cpuMs += cpuMs;
    if (wallMs >= KEPT_TASK_MS) {
      out.keptTasks++;
      out.blockingMs += Math.max(0, wallMs * slowdown - BLOCKING_MS);
    }
    if (cpuMs >= KEPT_TASK_MS) {
      out.keptByCpu++;
      out.cpuBlockingMs += Math.max(0, cpuMs * slowdown - BLOCKING_MS);
    }
  }
  return out;
}

/** Blocking milliseconds by cause in one run's trace, at `slowdown`. */
export function blockingByCause(traceEvents: TraceEvent[], slowdown: number): Record<Cause, number> {
  const out: Record<Cause, number> = { "script evaluation": 0, "script compile": 0, script: 0, "style & layout": 0, "HTML parsing": 0, other: 0 };
  const { thread } = pageThread(traceEvents);
  for (const { task, index } of topLevelTasks(thread)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = new Map<string, number>();
    for (let next = index + 1; next < thread.length && thread[next]!.ts < end; next++) {
      const event = thread[next]!;
      inside.set(event.name, (inside.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const taskMs = (task.dur ?? 0) / 1000;
    if (taskMs < KEPT_TASK_MS) continue;
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

/** The mean of several runs' main-thread times, as one line. */
export function mainThreadLine(runs: MainThreadTime[], slowdown: number): string {
  if (!runs.length) return "";
  const mean = (key: keyof MainThreadTime, digits = 0) => (runs.reduce((sum, run) => sum + run[key], 0) / runs.length).toFixed(digits);
  return (
    `busy ${mean("busyMs")} ms at 1×, on the CPU ${mean("cpuMs")} ms of it (the rest it waited for this host's other processes);` +
    ` tasks of ≥ ${KEPT_TASK_MS} ms (what Lighthouse's simulation keeps) ${mean("keptTasks", 1)} per run, ${mean("keptByCpu", 1)} of them by CPU time alone;` +
    ` blocking at ${slowdown}× counted from the busy time ${mean("blockingMs")} ms, from the CPU time ${mean("cpuBlockingMs")} ms`
  );
}
