import { describe, expect, it } from "vitest";
import { blockingByCause, causesLine } from "../bench/blocking-causes";

const PAGE = { pid: 7, tid: 7 };
/** A trace event in milliseconds from the page's navigation start (at 1,000 ms). */
const at = (name: string, startMs: number, durationMs: number, where = PAGE) => ({ name, ph: "X", ...where, ts: (1000 + startMs) * 1000, dur: durationMs * 1000 });
const navigation = { name: "navigationStart", ph: "R", ...PAGE, ts: 1000 * 1000, args: { data: { documentLoaderURL: "http://localhost/device/list" } } };

describe("blockingByCause", () => {
  it("counts each task as Lighthouse's simulation does: × slowdown (half for layout), less 50 ms", () => {
    const causes = blockingByCause(
      [
        navigation,
        // 10 ms of module evaluation at 10×: 100 − 50.
        at("RunTask", 10, 10),
        at("v8.evaluateModule", 10.5, 9),
        // 20 ms that lays out at 10×: 20 × 5 − 50.
        at("RunTask", 30, 20),
        at("UpdateLayoutTree", 30.5, 5),
        at("Layout", 36, 13),
        // A 4 ms script task: 40 ms, not blocking.
        at("RunTask", 60, 4),
        at("FunctionCall", 60.1, 3.8),
        // 8 ms of a timer's script: 80 − 50.
        at("RunTask", 70, 8),
        at("TimerFire", 70.1, 7.8),
        // 6 ms with nothing named inside (the browser's own work): 60 − 50.
        at("RunTask", 90, 6),
        // 7 ms finishing a module compiled off the main thread: 70 − 50.
        at("RunTask", 100, 7),
        at("v8.compileModule", 100.1, 0),
      ],
      10,
    );
    expect(causes).toEqual({ "script evaluation": 50, "script compile": 20, "style & layout": 50, script: 30, "HTML parsing": 0, other: 10 });
  });

  it("leaves out tasks before the page's navigation, on other threads, and nested tasks", () => {
    const causes = blockingByCause(
      [
        at("RunTask", -200, 30),
        navigation,
        at("RunTask", 10, 30, { pid: 8, tid: 8 }),
        at("RunTask", 20, 10),
        at("ParseHTML", 20.1, 9.8),
        at("RunTask", 22, 5),
      ],
      10,
    );
    expect(causes).toEqual({ "script evaluation": 0, "script compile": 0, "style & layout": 0, script: 0, "HTML parsing": 50, other: 0 });
  });

  it("is all zero for a trace without the page's navigation", () => {
    expect(Object.values(blockingByCause([at("RunTask", 0, 100)], 4)).every((ms) => ms === 0)).toBe(true);
  });
});

describe("causesLine", () => {
  it("says the runs' mean per cause, the largest first", () => {
    const run = (script: number, layout: number) => ({ "script evaluation": 0, "script compile": 0, script, "style & layout": layout, "HTML parsing": 0, other: 0 });
    expect(causesLine([run(100, 40), run(200, 60)])).toBe("script 150 ms · style & layout 50 ms · script evaluation 0 ms · script compile 0 ms · HTML parsing 0 ms · other 0 ms");
  });
});
