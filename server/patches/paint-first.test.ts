import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createRequire } from "node:module";
import {
  AFTER_FIRST_PAINT,
  EARLY_CHUNK_LINKS,
  CONTEXT_ELEMENT_ID,
  contextAsData,
  createPaintFirstStream,
  importAfterFirstPaint,
  INERT_MARKER,
  INERT_PRELOAD_LINK,
  INERT_PRELOAD_SELECTOR,
  lighterScrollScript,
  PRELOADS_PER_TASK,
  READ_CONTEXT,
  RESTORE_SCROLL,
} from "./paint-first";

/** The scroll-restoration script of the Remix installed, as its <ScrollRestoration> writes it (no getKey). */
const REMIX_SCROLL_SCRIPT = (() => {
  const source = fs.readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve("@remix-run/react")), "esm", "scroll-restoration.js"), "utf8");
  const restoreScroll = /let restoreScroll = \((\(STORAGE_KEY, restoreKey\) => \{[\s\S]*?\n {2}\})\)\.toString\(\);/.exec(source);
  if (!restoreScroll) throw new Error("Remix's scroll-restoration script was not found: see lighterScrollScript");
  return `(${restoreScroll[1]})("positions", null)`;
})();

/** The script Remix 2's <Scripts> writes with lazy route discovery, for given module URLs. */
const remixScript = (root: string, page: string, entry: string) => `;
import * as route0 from ${JSON.stringify(root)};
import * as route1 from ${JSON.stringify(page)};
window.__remixManifest = {
  "entry": { "module": ${JSON.stringify(entry)}, "imports": [] }
};
window.__remixRouteModules = {"root":route0,"routes/page":route1};

import(${JSON.stringify(entry)});`;

/** Remix's context as it writes it: JSON with "<" escaped. */
const CONTEXT_JSON = `{"state":{"loaderData":{"title":"设备 \\u003cb\\u003e"}}}`;
const documentWith = (script: string, preload = '<link rel="modulepreload"', contextData = false, lighterScroll = contextData) =>
  `<!DOCTYPE html><html lang="zh-CN"><head></head><body><main>设备列表 · 济南第一人民医院</main>` +
  `<div hidden>${preload} href="/build/root-AAAA.js"/>${preload} href="/build/routes/page-BBBB.js"/>` +
  `<script nonce="n0nce">${lighterScroll ? `${RESTORE_SCROLL}("positions", null)` : REMIX_SCROLL_SCRIPT}</script>` +
  (contextData
    ? `<script nonce="n0nce" type="application/json" id="${CONTEXT_ELEMENT_ID}">${CONTEXT_JSON}</script>`
    : `<script nonce="n0nce">window.__remixContext = ${CONTEXT_JSON};</script>`) +
  `${preload} href="/build/entry.client-CCCC.js"/>` +
  `<script nonce="n0nce" type="module" async="">${script}</script></div></body></html>`;

async function streamed(html: string, cuts: number[]): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const chunks = [0, ...cuts, bytes.length].slice(1).map((end, index, ends) => bytes.subarray(index === 0 ? 0 : ends[index - 1], end));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(createPaintFirstStream())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString("utf8");
}

describe("importAfterFirstPaint", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paint-first-"));
  const browserless = { PerformanceObserver: globalThis.PerformanceObserver };
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    Object.assign(globalThis, browserless);
  });

  /** The browser's paint timing as a stub: the first frame is shown 5 ms after the observer starts. */
  const paintTiming = (order: string[]) =>
    class {
      static readonly supportedEntryTypes = ["paint"];
      constructor(private readonly report: (entries: unknown, observer: { disconnect: () => void }) => void) {}
      observe() {
        setTimeout(() => (order.push("shown"), this.report({}, { disconnect: () => {} })), 5);
      }
    };
  /** A browser without paint timing: it lists no "paint" entries (observing them would never report); the frame's work comes 5 ms later. */
  const noPaintTiming = class {
    static readonly supportedEntryTypes = ["mark", "measure"];
    observe() {
      throw new Error("paint timing is not observed where it is not supported");
    }
  };

  /** Paint timing in a hidden tab: the browser paints nothing until the tab is shown, so it never reports. */
  const hiddenPaintTiming = class {
    static readonly supportedEntryTypes = ["paint"];
    observe() {}
  };

  it.each([
    ["once the first paint is shown (paint timing)", "observer"],
    ["after the first frame's work, without paint timing", "frame"],
    ["for nothing in a hidden tab (it is not painted until shown)", "hidden"],
  ])("waits %s, then preloads, then imports the large shared chunks and the same route modules, each in a task of its own, and the entry", async (_, variant) => {
    const order: string[] = [];
    const preload = { removeAttribute: (name: string) => order.push(`-${name}`) };
    // Files of their own per variant: a module is evaluated once per process.
    const file = (name: string, source: string) => (fs.writeFileSync(path.join(dir, `${variant}-${name}`), source), pathToFileURL(path.join(dir, `${variant}-${name}`)).href);
    // merge-chunks' early groups, found in the page's preload links (listed here out of order).
    const early0 = file("early-0-aaaa.mjs", `globalThis.paintFirstOrder.push("early-0"); export const react = 1;`);
    const early1 = file("early-1-bbbb.mjs", `import { react } from "./${variant}-early-0-aaaa.mjs"; globalThis.paintFirstOrder.push("early-1"); export const router = react + 1;`);
    Object.assign(globalThis, {
      window: globalThis,
      document: {
        querySelectorAll: (selector: string) =>
          selector === INERT_PRELOAD_SELECTOR ? Array.from({ length: PRELOADS_PER_TASK + 1 }, () => preload) : selector === EARLY_CHUNK_LINKS ? [{ href: early1 }, { href: early0 }] : [],
        getElementById: (id: string) => (id === CONTEXT_ELEMENT_ID ? { textContent: CONTEXT_JSON } : null),
        visibilityState: variant === "hidden" ? "hidden" : "visible",
        addEventListener: () => {},
      },
      history: { state: null, replaceState: (state: { key: string }) => order.push(`history key ${typeof state.key}`) },
      paintFirstOrder: order,
      PerformanceObserver: variant === "observer" ? paintTiming(order) : variant === "hidden" ? hiddenPaintTiming : noPaintTiming,
      requestAnimationFrame: (paint: () => void) => setTimeout(() => (order.push("frame drawn"), paint()), 5),
    });
    const root = file("root.mjs", `globalThis.paintFirstOrder.push("root"); export const id = "root";`);
    const page = file("page.mjs", `import { id } from "./${variant}-root.mjs"; globalThis.paintFirstOrder.push("page"); export const id2 = id + "/page";`);
    // The entry finds the route modules and the context (read from its data block) in place.
    const entry = file("entry.mjs", `globalThis.paintFirstOrder.push("entry:" + Object.keys(window.__remixRouteModules).join(",") + " " + window.__remixContext.state.loaderData.title);`);
    const rewritten = importAfterFirstPaint(remixScript(root, page, entry), { readContext: true, keyEntry: true });
    expect(rewritten.startsWith(AFTER_FIRST_PAINT)).toBe(true);
    expect(rewritten).not.toMatch(/^import \* as/m);

    // The script's yields to the browser's task queue (a timer without a delay), recorded in order.
    const setTimeoutOriginal = globalThis.setTimeout;
    globalThis.setTimeout = ((callback: () => void, ...rest: unknown[]) => {
      if (rest.length === 0) order.push("next task");
      return setTimeoutOriginal(callback, ...(rest as [number]));
    }) as typeof setTimeout;
    try {
      await import(file("script.mjs", rewritten));
      // The script does not wait for the entry (as Remix's does not).
      await vi.waitFor(() => expect(order.at(-1)).toMatch(/^entry/));
    } finally {
      globalThis.setTimeout = setTimeoutOriginal;
    }
    // The links become modulepreloads (for every medium) a few per task, then each large shared chunk (dependencies first)
    // and each route module is evaluated in a task of its own.
    const preloads = (count: number) => Array.from({ length: count }, () => ["-media", `-${INERT_MARKER}`]).flat();
    const waited = { observer: ["shown"], frame: ["frame drawn"], hidden: [] }[variant]!;
    expect(order).toEqual([...waited, "next task", ...preloads(PRELOADS_PER_TASK), "next task", ...preloads(1), "early-0", "next task", "early-1", "next task", "root", "next task", "page", "next task", "history key string", "entry:root,routes/page 设备 <b>"]);
    const modules = (globalThis as unknown as { __remixRouteModules: Record<string, Record<string, string>> }).__remixRouteModules;
    expect(modules.root.id).toBe("root");
    expect(modules["routes/page"].id2).toBe("root/page");
  });

  it("leaves the server's page as it is when a module cannot load: no error escapes", async () => {
    const file = (name: string, source: string) => (fs.writeFileSync(path.join(dir, name), source), pathToFileURL(path.join(dir, name)).href);
    const missing = pathToFileURL(path.join(dir, "refused.mjs")).href;
    const entry = file("entry-unreached.mjs", `globalThis.paintFirstEntryRan = true;`);
    Object.assign(globalThis, { window: globalThis, document: { querySelectorAll: () => [], visibilityState: "visible", addEventListener: () => {} }, PerformanceObserver: noPaintTiming, requestAnimationFrame: (paint: () => void) => setTimeout(paint, 1) });
    delete (globalThis as Record<string, unknown>).__remixRouteModules;
    await import(file("script-refused.mjs", importAfterFirstPaint(remixScript(missing, missing, entry))));
    expect((globalThis as Record<string, unknown>).__remixRouteModules).toBeUndefined();
    expect((globalThis as Record<string, unknown>).paintFirstEntryRan).toBeUndefined();
  });

  it("leaves any other script as it is", () => {
    expect(importAfterFirstPaint(`import * as x from "/a.js"; console.log(x);`)).toBe(`import * as x from "/a.js"; console.log(x);`);
    expect(importAfterFirstPaint("window.__remixRouteModules = {};")).toBe("window.__remixRouteModules = {};");
  });
});

describe("lighterScrollScript", () => {
  const run = (script: string, state: { key?: string } | null, stored: string | null) => {
    const calls: string[] = [];
    const window = {
      history: { state, replaceState: (next: { key: string }) => (calls.push("replaceState"), (window.history.state = next)) },
      scrollTo: (_x: number, y: number) => calls.push(`scrollTo ${y}`),
    };
    const sessionStorage = { getItem: () => (calls.push("sessionStorage"), stored), removeItem: () => calls.push("removeItem") };
    new Function("window", "sessionStorage", "console", script)(window, sessionStorage, { error: () => undefined });
    return calls;
  };
  const lighter = () => /^<script nonce="n">([\s\S]*)<\/script>$/.exec(lighterScrollScript(`<script nonce="n">${REMIX_SCROLL_SCRIPT}</script>`) ?? "")?.[1] ?? "";

  it("recognises the installed Remix's script, and leaves any other as it is", () => {
    expect(lighter()).toBe(`${RESTORE_SCROLL}("positions", null)`);
    expect(lighterScrollScript(`<script nonce="n">((STORAGE_KEY, restoreKey) => { doSomethingElse(); })("positions", null)</script>`)).toBeNull();
  });

  it("on a fresh visit touches neither history nor storage (Remix's gave the entry a key and read the storage)", () => {
    expect(run(REMIX_SCROLL_SCRIPT, null, null)).toEqual(["replaceState", "sessionStorage"]);
    expect(run(lighter(), null, null)).toEqual([]);
  });

  it("on a reload or back, restores the entry's position as Remix's does, and forgets unreadable positions", () => {
    const stored = JSON.stringify({ k1: 420, other: 10 });
    expect(run(lighter(), { key: "k1" }, stored)).toEqual(run(REMIX_SCROLL_SCRIPT, { key: "k1" }, stored));
    expect(run(lighter(), { key: "k1" }, stored)).toEqual(["sessionStorage", "scrollTo 420"]);
    expect(run(lighter(), { key: "k2" }, stored)).toEqual(["sessionStorage"]);
    expect(run(lighter(), { key: "k1" }, "{not json")).toEqual(["sessionStorage", "removeItem"]);
  });
});

describe("contextAsData", () => {
  it("makes the plain context script a JSON data block, and leaves one with deferred data as it is", () => {
    expect(contextAsData(`<script nonce="n">window.__remixContext = ${CONTEXT_JSON};</script>`)).toBe(
      `<script nonce="n" type="application/json" id="${CONTEXT_ELEMENT_ID}">${CONTEXT_JSON}</script>`,
    );
    const deferred = `<script nonce="n">window.__remixContext = {"state":{}};__remixContext.p = function(v,e,p,x) {};Object.assign(__remixContext.state.loaderData["r"], {"k":__remixContext.n("r", "k")});</script>`;
    expect(contextAsData(deferred)).toBeNull();
  });
});

describe("createPaintFirstStream", () => {
  const html = documentWith(remixScript("/build/root-AAAA.js", "/build/routes/page-BBBB.js", "/build/entry.client-CCCC.js"));
  const expected = documentWith(importAfterFirstPaint(remixScript("/build/root-AAAA.js", "/build/routes/page-BBBB.js", "/build/entry.client-CCCC.js"), { readContext: true, keyEntry: true }), INERT_PRELOAD_LINK, true);

  it("makes the preload links inert and rewrites Remix's script wherever the chunks are cut, and keeps every other byte", async () => {
    const length = Buffer.byteLength(html);
    expect(await streamed(html, [])).toBe(expected);
    // Every single cut: inside the tags, the script, and the Chinese characters' bytes.
    for (let cut = 1; cut < length; cut++) expect(await streamed(html, [cut]), `cut at ${cut}`).toBe(expected);
    expect(await streamed(html, Array.from({ length: length - 1 }, (_, index) => index + 1))).toBe(expected);
  });

  it("makes them inert with standard attributes only (valid HTML: a preload for no medium, marked by a data- attribute)", async () => {
    const output = await streamed(html, []);
    const links = output.match(/<link [^>]*>/g) ?? [];
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toMatch(/^<link media="not all" data-after-paint="" rel="modulepreload" href="\/build\/[^"]+"\/>$/);
    // Made inert twice, a document stays the same.
    expect(await streamed(output, [])).toBe(output);
  });

  it("leaves a context with deferred data a script, and then the rewritten script does not read it", async () => {
    const script = remixScript("/build/root-AAAA.js", "/build/routes/page-BBBB.js", "/build/entry.client-CCCC.js");
    const deferred = `window.__remixContext = {"state":{}};__remixContext.a=1;`;
    const withDeferred = (html: string) => html.replace(`window.__remixContext = ${CONTEXT_JSON};`, deferred);
    const input = withDeferred(documentWith(script));
    const output = withDeferred(documentWith(importAfterFirstPaint(script, { keyEntry: true }), INERT_PRELOAD_LINK, false, true));
    expect(output).toContain(deferred);
    expect(output).not.toContain(READ_CONTEXT);
    for (const cut of [0, 200, 330, 400]) expect(await streamed(input, cut ? [cut] : [])).toBe(output);
  });

  it("passes a document without it untouched", async () => {
    const plain = "<!DOCTYPE html><html><body><p>没有脚本的页面</p><script>1<2</script><div class=\"a\"></div></body></html>";
    expect(await streamed(plain, [10, 40, 41, 42, 70])).toBe(plain);
  });
});
