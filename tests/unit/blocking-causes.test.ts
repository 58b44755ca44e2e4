import { describe, expect, it } from "vitest";
import { blockingByCause, causesLine, mainThreadLine, mainThreadTime } from "../bench/blocking-causes";

const PAGE = { pid: 7, tid: 7 };
/** A trace event in milliseconds from the page's navigation start (at 1,000 ms). */
const at = (name: string, startMs: number, durationMs: number, where = PAGE) => ({ name, ph: "X", ...where, ts: (1000 + startMs) * 1000, dur: durationMs * 1000 });
const navigation = { name: "navigationStart", ph: "R", ...PAGE, ts: 1000 * 1000, args: { data: { documentLoaderURL: "http://localhost/device/list" } } };

/** A page trace from its tasks: [event, start ms, duration ms] rows, each row a task or an event inside the last one. */
const pageTrace = (rows: Array<[string, number, number]>) => [navigation, ...rows.map(([name, startMs, durationMs]) => at(name, startMs, durationMs))];
const none = { "script evaluation": 0, "script compile": 0, "style & layout": 0, script: 0, "HTML parsing": 0, other: 0 };

describe("blockingByCause", () => {
  it("counts each task as Lighthouse's simulation does: × slowdown (half for layout), less 50 ms", () => {
    const trace = pageTrace([
      ["RunTask", 10, 10], // 10 ms of module evaluation at 10×: 100 − 50
      ["v8.evaluateModule", 10.5, 9],
      ["RunTask", 30, 20], // 20 ms that lays out: 20 × 5 − 50
      ["UpdateLayoutTree", 30.5, 5],
      ["Layout", 36, 13],
      ["RunTask", 60, 12], // 12 ms of a timer's script: 120 − 50
      ["TimerFire", 60.1, 11.8],
      ["RunTask", 80, 11], // 11 ms with nothing named inside (the browser's own work): 110 − 50
      ["RunTask", 100, 13], // 13 ms finishing a module compiled off the main thread: 130 − 50
      ["v8.compileModule", 100.1, 0],
    ]);
    expect(blockingByCause(trace, 10)).toEqual({ ...none, "script evaluation": 50, "script compile": 80, "style & layout": 50, script: 70, other: 60 });
  });

  it("drops a task under 10 ms at 1×, as Lantern's graph does, however far the slowdown stretches it", () => {
    const trace = pageTrace([
      ["RunTask", 60, 9.9], // 99 ms at 10×, but not in the simulation
      ["FunctionCall", 60.1, 9.7],
      ["RunTask", 80, 6],
    ]);
    expect(blockingByCause(trace, 10)).toEqual(none);
  });

  it("leaves out tasks before the page's navigation, on other threads, and nested tasks", () => {
    const before = at("RunTask", -200, 30);
    const otherThread = at("RunTask", 10, 30, { pid: 8, tid: 8 });
    const parsing = pageTrace([["RunTask", 20, 10], ["ParseHTML", 20.1, 9.8], ["RunTask", 22, 5]]);
    expect(blockingByCause([before, otherThread, ...parsing], 10)).toEqual({ ...none, "HTML parsing": 50 });
  });

  it("is all zero for a trace without the page's navigation", () => {
    expect(blockingByCause([at("RunTask", 0, 100)], 4)).toEqual(none);
  });
});

describe("causesLine", () => {
  it("says the runs' mean per cause, the largest first", () => {
    const run = (script: number, layout: number) => ({ ...none, script, "style & layout": layout });
    expect(causesLine([run(100, 40), run(200, 60)])).toBe("script 150 ms · style & layout 50 ms · script evaluation 0 ms · script compile 0 ms · HTML parsing 0 ms · other 0 ms");
  });
});

describe("mainThreadTime", () => {
  /** A task [start ms, wall ms, CPU ms] on the page's main thread. */
  const task = (startMs: number, wallMs: number, cpuMs: number) => ({ ...at("RunTask", startMs, wallMs), tdur: cpuMs * 1000 });
  const firstPaint = { name: "firstContentfulPaint", ph: "R", ...PAGE, ts: (1000 + 50) * 1000 };

  it("counts the tasks after the first paint by wall clock and by CPU time, each as Lighthouse's simulation would", () => {
    const trace = [
      navigation,
      firstPaint,
      task(10, 40, 30),
      task(60, 20, 2),
      task(90, 12, 11),
      { ...at("v8.evaluateModule", 90.5, 11), tdur: 11000 },
      task(110, 6, 6),
    ];
    // After the paint: 20 ms that waited 18 (200 − 50 by wall clock, dropped by CPU), 12 ms busy 11 on the CPU
    // (120 − 50, 110 − 50), 6 ms under Lantern's 10 ms (dropped either way).
    expect(mainThreadTime(trace, 10)).toEqual({ busyMs: 38, cpuMs: 19, blockingMs: 220, cpuBlockingMs: 60, keptTasks: 2, keptByCpu: 1 });
  });

  it("is all zero without the page's first paint", () => {
    expect(mainThreadTime([navigation, task(60, 20, 20)], 10)).toEqual({ busyMs: 0, cpuMs: 0, blockingMs: 0, cpuBlockingMs: 0, keptTasks: 0, keptByCpu: 0 });
  });

  it("says the runs' mean", () => {
    const run = (busyMs: number, cpuMs: number, keptTasks: number) => ({ busyMs, cpuMs, blockingMs: busyMs * 2, cpuBlockingMs: cpuMs, keptTasks, keptByCpu: 1 });
    expect(mainThreadLine([run(100, 40, 3), run(200, 60, 6)], 11.2)).toBe(
      "busy 150 ms at 1×, on the CPU 50 ms of it (the rest it waited for this host's other processes); tasks of ≥ 10 ms (what Lighthouse's simulation keeps) 4.5 per run, 1.0 of them by CPU time alone; blocking at 11.2× counted from the busy time 300 ms, from the CPU time 50 ms",
    );
  });
});
