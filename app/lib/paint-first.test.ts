import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { AFTER_FIRST_PAINT, createPaintFirstStream, importAfterFirstPaint, INERT_PRELOAD } from "./paint-first";

/** The script Remix 2's <Scripts> writes with lazy route discovery, for given module URLs. */
const remixScript = (root: string, page: string, entry: string) => `;
import * as route0 from ${JSON.stringify(root)};
import * as route1 from ${JSON.stringify(page)};
window.__remixManifest = {
  "entry": { "module": ${JSON.stringify(entry)}, "imports": [] }
};
window.__remixRouteModules = {"root":route0,"routes/page":route1};

import(${JSON.stringify(entry)});`;

const documentWith = (script: string, preload = "modulepreload") =>
  `<!DOCTYPE html><html lang="zh-CN"><head></head><body><main>设备列表 · 济南第一人民医院</main>` +
  `<div hidden><link rel="${preload}" href="/build/root-AAAA.js"/><link rel="${preload}" href="/build/routes/page-BBBB.js"/>` +
  `<script nonce="n0nce">window.__remixContext = {"state":{"loaderData":{"title":"设备"}}};</script>` +
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
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("waits for the first paint, then preloads, then imports the same route modules and the entry, in that order", async () => {
    const order: string[] = [];
    const preload = { set rel(value: string) { order.push(`rel=${value}`); } };
    Object.assign(globalThis, {
      window: globalThis,
      document: { querySelectorAll: (selector: string) => (selector === `link[rel="${INERT_PRELOAD}"]` ? [preload] : []) },
      paintFirstOrder: order,
      requestAnimationFrame: (paint: () => void) => setTimeout(() => (order.push("painted"), paint()), 5),
    });
    const file = (name: string, source: string) => (fs.writeFileSync(path.join(dir, name), source), pathToFileURL(path.join(dir, name)).href);
    const root = file("root.mjs", `globalThis.paintFirstOrder.push("root"); export const id = "root";`);
    const page = file("page.mjs", `import { id } from "./root.mjs"; globalThis.paintFirstOrder.push("page"); export const id2 = id + "/page";`);
    const entry = file("entry.mjs", `globalThis.paintFirstOrder.push("entry:" + Object.keys(window.__remixRouteModules).join(","));`);
    const rewritten = importAfterFirstPaint(remixScript(root, page, entry));
    expect(rewritten.startsWith(AFTER_FIRST_PAINT)).toBe(true);
    expect(rewritten).not.toMatch(/^import \* as/m);

    await import(file("script.mjs", rewritten));
    // The script does not wait for the entry (as Remix's does not).
    await vi.waitFor(() => expect(order).toHaveLength(5));
    expect(order).toEqual(["painted", "rel=modulepreload", "root", "page", "entry:root,routes/page"]);
    const modules = (globalThis as unknown as { __remixRouteModules: Record<string, Record<string, string>> }).__remixRouteModules;
    expect(modules.root.id).toBe("root");
    expect(modules["routes/page"].id2).toBe("root/page");
  });

  it("leaves the server's page as it is when a module cannot load: no error escapes", async () => {
    const file = (name: string, source: string) => (fs.writeFileSync(path.join(dir, name), source), pathToFileURL(path.join(dir, name)).href);
    const missing = pathToFileURL(path.join(dir, "refused.mjs")).href;
    const entry = file("entry-unreached.mjs", `globalThis.paintFirstEntryRan = true;`);
    Object.assign(globalThis, { window: globalThis, document: { querySelectorAll: () => [] }, requestAnimationFrame: (paint: () => void) => setTimeout(paint, 1) });
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

describe("createPaintFirstStream", () => {
  const html = documentWith(remixScript("/build/root-AAAA.js", "/build/routes/page-BBBB.js", "/build/entry.client-CCCC.js"));
  const expected = documentWith(importAfterFirstPaint(remixScript("/build/root-AAAA.js", "/build/routes/page-BBBB.js", "/build/entry.client-CCCC.js")), INERT_PRELOAD);

  it("makes the preload links inert and rewrites Remix's script wherever the chunks are cut, and keeps every other byte", async () => {
    const length = Buffer.byteLength(html);
    expect(await streamed(html, [])).toBe(expected);
    // Every single cut: inside the tags, the script, and the Chinese characters' bytes.
    for (let cut = 1; cut < length; cut++) expect(await streamed(html, [cut]), `cut at ${cut}`).toBe(expected);
    expect(await streamed(html, Array.from({ length: length - 1 }, (_, index) => index + 1))).toBe(expected);
  });

  it("passes a document without it untouched", async () => {
    const plain = "<!DOCTYPE html><html><body><p>没有脚本的页面</p><script>1<2</script><div class=\"a\"></div></body></html>";
    expect(await streamed(plain, [10, 40, 41, 42, 70])).toBe(plain);
  });
});
