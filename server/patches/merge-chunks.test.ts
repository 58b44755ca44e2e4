import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkGroups, EAGER_COMPILE_HINT, EARLY_CHUNK_BYTES, earlyGroups, isEmptyModuleStub, mergeChunks, shareAcrossPages, type AssetsManifest } from "./merge-chunks";

/**
 * A build shaped like the classic compiler's: a registry every page shares, a chunk only one layout's pages use,
 * and a chunk shared by a page under that layout and a page outside it.
 */
const FILES: Record<string, string> = {
  "entry.client-AAAAAAAA.js": `import{r as e}from"/build/_shared/chunk-REGISTRY.js";import{b}from"/build/_shared/chunk-BIGVENDR.js";e("entry","from entry");e("big",b());`,
  // A library every page loads, as large as React DOM, and esbuild's helper chunk that only it imports.
  "_shared/chunk-BIGVENDR.js": `import{h}from"/build/_shared/chunk-HELPERSS.js";var v="${"big-vendor-marker ".repeat(4000)}";function b(){return h(v.length)}export{b};`,
  "_shared/chunk-HELPERSS.js": `function h(n){return"helper-marker "+n}export{h};`,
  "_shared/chunk-REGISTRY.js": `var t={};function r(n,o){t[n]=o}function g(n){return t[n]}var c=(f,m)=>()=>(m||f(0,m={exports:{}}),m.exports);export{r,g,c};`,
  // A server module's empty stand-in (Remix's empty module for a *.server import), shared by two unrelated pages.
  "_shared/chunk-EMPTYSRV.js": `import{c as o}from"/build/_shared/chunk-REGISTRY.js";var p=o((t,r)=>{r.exports={}});export{p as a};`,
  "_shared/chunk-ROOTONLY.js": `function s(n){return"<"+n+">"}export{s};`,
  "root-RRRRRRRR.js": `import{g as e}from"/build/_shared/chunk-REGISTRY.js";import{s as t}from"/build/_shared/chunk-ROOTONLY.js";export default function(){return t(e("entry"))}`,
  "_shared/chunk-LAYOUTKT.js": `var m="layout-kit-marker";function l(){return m}export{l};`,
  "_shared/chunk-SHAREDPG.js": `var m="shared-page-marker";function p(){return m}export{p};`,
  "_shared/chunk-SHAREDTW.js": `var m="second-shared-marker";function q(){return m}export{q};`,
  "routes/area-LLLLLLLL.js": `import{l as e}from"/build/_shared/chunk-LAYOUTKT.js";export default function(){return e()}`,
  "routes/area+/page-PPPPPPPP.js": `import{l as e}from"/build/_shared/chunk-LAYOUTKT.js";import{p as t}from"/build/_shared/chunk-SHAREDPG.js";import{g as n}from"/build/_shared/chunk-REGISTRY.js";import{q as o}from"/build/_shared/chunk-SHAREDTW.js";export default function(){return[e(),t(),n("entry"),o()].join("|")}export const handle={lazy:()=>import("/build/_shared/Lazy-ZZZZZZZZ.js")};`,
  "_shared/Lazy-ZZZZZZZZ.js": `import{p as e}from"/build/_shared/chunk-SHAREDPG.js";export default "lazy-marker "+e();`,
  "routes/other-OOOOOOOO.js": `import{p as e}from"/build/_shared/chunk-SHAREDPG.js";import{q as t}from"/build/_shared/chunk-SHAREDTW.js";import{a as s}from"/build/_shared/chunk-EMPTYSRV.js";export default function(){return e()+t()+JSON.stringify(s())}`,
  "routes/lone-NNNNNNNN.js": `import{a as s}from"/build/_shared/chunk-EMPTYSRV.js";export default function(){return JSON.stringify(s())}`,
};

const route = (id: string, parentId: string | undefined, module: string, imports: string[]) => ({ id, parentId, path: id, module: `/build/${module}`, imports: imports.map((file) => `/build/_shared/${file}`), hasLoader: true });

const MANIFEST: AssetsManifest = {
  entry: { module: "/build/entry.client-AAAAAAAA.js", imports: ["/build/_shared/chunk-REGISTRY.js", "/build/_shared/chunk-BIGVENDR.js", "/build/_shared/chunk-HELPERSS.js"] },
  routes: {
    root: route("root", undefined, "root-RRRRRRRR.js", ["chunk-REGISTRY.js", "chunk-ROOTONLY.js"]),
    "routes/area": route("routes/area", "root", "routes/area-LLLLLLLL.js", ["chunk-LAYOUTKT.js"]),
    "routes/area.page": route("routes/area.page", "routes/area", "routes/area+/page-PPPPPPPP.js", ["chunk-LAYOUTKT.js", "chunk-SHAREDPG.js", "chunk-SHAREDTW.js", "chunk-REGISTRY.js"]),
    "routes/other": route("routes/other", "root", "routes/other-OOOOOOOO.js", ["chunk-SHAREDPG.js", "chunk-SHAREDTW.js", "chunk-EMPTYSRV.js", "chunk-REGISTRY.js"]),
    "routes/lone": route("routes/lone", "root", "routes/lone-NNNNNNNN.js", ["chunk-EMPTYSRV.js", "chunk-REGISTRY.js"]),
  },
  url: "/build/manifest-00000000.js",
  version: "00000000",
};

/** The server build as esbuild writes it: the manifest is an object literal with `void 0` and `!0`. */
function serverBuildSource(manifest: AssetsManifest): string {
  const literal = JSON.stringify(manifest).replace(/"hasLoader":true/g, "hasLoader: !0");
  return `var x = 1;\nvar assets_manifest_default = ${literal.replace(/}$/, ', hmr: void 0 }')};\nexport { assets_manifest_default as assets };\n`;
}

/** The group of chunks loaded on exactly these pages. */
const loadedOn = (...pages: string[]) => `pages:${pages.sort().join("\n")}`;

describe("chunkGroups", () => {
  it("puts what every page loads in one group, a layout's own chunks in its group, and leaves shared ones alone", () => {
    const groups = chunkGroups(structuredClone(MANIFEST));
    expect(groups.get("/build/_shared/chunk-REGISTRY.js")).toBe("root");
    expect(groups.get("/build/_shared/chunk-ROOTONLY.js")).toBe("root");
    expect(groups.get("/build/_shared/chunk-LAYOUTKT.js")).toBe(loadedOn("routes/area", "routes/area.page"));
    // Used by a page under the layout and one outside it: merged with either, one page would load the other's code.
    const shared = groups.get("/build/_shared/chunk-SHAREDPG.js");
    expect(shared).not.toBe(groups.get("/build/_shared/chunk-LAYOUTKT.js"));
    expect(shared).not.toBe("root");
  });

  it("puts chunks loaded on the same pages together, whichever routes import them", () => {
    const manifest = structuredClone(MANIFEST);
    const shared = (file: string) => `/build/_shared/${file}`;
    // The layout imports both shared chunks; its page imports one of them again: both are loaded on the same pages.
    manifest.routes["routes/area"].imports = [shared("chunk-LAYOUTKT.js"), shared("chunk-SHAREDPG.js"), shared("chunk-SHAREDTW.js")];
    manifest.routes["routes/area.page"].imports = [shared("chunk-LAYOUTKT.js"), shared("chunk-SHAREDPG.js"), shared("chunk-REGISTRY.js")];
    // A layout without a path of its own is never a page: what its only page imports is loaded with what it imports.
    manifest.routes["routes/shell"] = { ...route("routes/shell", "root", "routes/shell-SSSSSSSS.js", ["chunk-SHELLKIT.js"]), path: undefined };
    manifest.routes["routes/lone"] = { ...manifest.routes["routes/lone"], parentId: "routes/shell", imports: [shared("chunk-EMPTYSRV.js"), shared("chunk-ROOTSIBL.js")] };
    const groups = chunkGroups(manifest);
    expect(groups.get(shared("chunk-SHAREDPG.js"))).toBe(groups.get(shared("chunk-SHAREDTW.js")));
    expect(groups.get(shared("chunk-SHAREDPG.js"))).toBe(loadedOn("routes/area", "routes/area.page", "routes/other"));
    expect(groups.get(shared("chunk-SHELLKIT.js"))).toBe(loadedOn("routes/lone"));
    expect(groups.get(shared("chunk-ROOTSIBL.js"))).toBe(loadedOn("routes/lone"));
    // Imported by the layout alone and by the layout with a page outside it: loaded on different pages, kept apart.
    expect(groups.get(shared("chunk-LAYOUTKT.js"))).not.toBe(groups.get(shared("chunk-SHAREDPG.js")));
  });

  it("puts a server module's empty stand-in with what every page loads, when asked to; else it keeps its importers", () => {
    const stub = "/build/_shared/chunk-EMPTYSRV.js";
    expect(chunkGroups(structuredClone(MANIFEST), undefined, new Set([stub])).get(stub)).toBe("root");
    expect(chunkGroups(structuredClone(MANIFEST)).get(stub)).toBe(loadedOn("routes/lone", "routes/other"));
  });

  it("knows a server module's empty stand-in as esbuild writes it, and nothing else", () => {
    expect(isEmptyModuleStub(FILES["_shared/chunk-EMPTYSRV.js"]!)).toBe(true);
    expect(isEmptyModuleStub(`import{b as o}from"/build/_shared/chunk-T36URGAI.js";var p=o((r,e)=>{e.exports={}});export{p as a};\n//# sourceMappingURL=chunk-X.js.map\n`)).toBe(true);
    // A stand-in sharing its chunk with other code, or a module that does something, stays where it is.
    expect(isEmptyModuleStub(`import{b as o}from"/build/_shared/chunk-T36URGAI.js";var a=o((e,r)=>{r.exports={}});var m=t;export{a,m as b};`)).toBe(false);
    expect(isEmptyModuleStub(`import{b as o}from"/build/_shared/chunk-T.js";var p=o((r,e)=>{e.exports={a:1}});export{p as a};`)).toBe(false);
    expect(isEmptyModuleStub(FILES["_shared/chunk-SHAREDPG.js"]!)).toBe(false);
  });

  it("keeps a chunk that a lazily imported module needs apart from chunks that module does not need", () => {
    const needs = (url: string) => (url.endsWith("chunk-SHAREDPG.js") || url.endsWith("chunk-LAYOUTKT.js") ? ["/build/_shared/Lazy-ZZZZZZZZ.js"] : []);
    // Imported lazily by root's code: it may load on any page, so it must not bring the layout's group along.
    const groups = chunkGroups(structuredClone(MANIFEST), { importersOf: needs, loadersOf: () => ["/build/root-RRRRRRRR.js"] });
    expect(groups.get("/build/_shared/chunk-SHAREDPG.js")).not.toBe(groups.get("/build/_shared/chunk-SHAREDTW.js"));
    expect(groups.get("/build/_shared/chunk-LAYOUTKT.js")).not.toBe(loadedOn("routes/area", "routes/area.page"));
    const withoutLazy = chunkGroups(structuredClone(MANIFEST));
    expect(withoutLazy.get("/build/_shared/chunk-SHAREDPG.js")).toBe(withoutLazy.get("/build/_shared/chunk-SHAREDTW.js"));
  });

  it("lets a chunk join a layout's group when what imports it lazily is loaded only under that layout", () => {
    const needs = (url: string) => (url.endsWith("chunk-LAYOUTKT.js") ? ["/build/_shared/Lazy-ZZZZZZZZ.js"] : []);
    const underArea = chunkGroups(structuredClone(MANIFEST), { importersOf: needs, loadersOf: () => ["/build/routes/area+/page-PPPPPPPP.js"] });
    expect(underArea.get("/build/_shared/chunk-LAYOUTKT.js")).toBe(loadedOn("routes/area", "routes/area.page"));
    const alsoElsewhere = chunkGroups(structuredClone(MANIFEST), { importersOf: needs, loadersOf: () => ["/build/routes/area+/page-PPPPPPPP.js", "/build/_shared/chunk-SHAREDPG.js"] });
    expect(alsoElsewhere.get("/build/_shared/chunk-LAYOUTKT.js")).not.toBe(loadedOn("routes/area", "routes/area.page"));
  });
});

describe("earlyGroups", () => {
  const large = EARLY_CHUNK_BYTES;
  it("gives each large chunk every page loads a group, dependencies first, with the small chunks only they need", () => {
    // a-react is imported by z-router: React's group comes first although its name sorts after nothing here.
    const sizes: Record<string, number> = { "/z-router.js": large, "/a-react.js": large + 1, "/helpers.js": 100, "/mantine.js": 30_000, "/app.js": 2_000 };
    const imports: Record<string, string[]> = {
      "/z-router.js": ["/a-react.js", "/helpers.js"],
      "/a-react.js": ["/helpers.js"],
      "/mantine.js": ["/a-react.js", "/helpers.js"],
      "/app.js": ["/mantine.js", "/z-router.js"],
    };
    const groups = earlyGroups(Object.keys(sizes), (url) => sizes[url], (url) => imports[url] ?? []);
    expect(Object.fromEntries(groups)).toEqual({ "/a-react.js": "early-0", "/helpers.js": "early-0", "/z-router.js": "early-1" });
  });

  it("imports first what it must: a large chunk importing another comes after it, whatever their names", () => {
    const sizes: Record<string, number> = { "/a.js": large, "/b.js": large, "/c.js": large };
    const imports: Record<string, string[]> = { "/a.js": ["/b.js"], "/b.js": ["/c.js"] };
    const groups = earlyGroups(Object.keys(sizes), (url) => sizes[url], (url) => imports[url] ?? []);
    expect([...groups].sort((x, y) => (x[1] < y[1] ? -1 : 1)).map(([url]) => url)).toEqual(["/c.js", "/b.js", "/a.js"]);
  });

  it("leaves small builds alone", () => {
    expect(earlyGroups(["/a.js", "/b.js"], () => 1000, () => []).size).toBe(0);
  });
});

/** The fixture build written to a new folder and merged with `options`; returns the folder. */
async function mergedFixture(options: Parameters<typeof mergeChunks>[1]): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "merge-chunks-"));
  for (const [file, source] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(root, "public", "build", file)), { recursive: true });
    fs.writeFileSync(path.join(root, "public", "build", file), source);
  }
  fs.mkdirSync(path.join(root, "public", "build", "_assets"));
  fs.writeFileSync(path.join(root, "public", "build", "_assets", "theme-AAAAAAAA.css"), "body{}");
  fs.writeFileSync(path.join(root, "public", "build", "manifest-00000000.js"), `window.__remixManifest=${JSON.stringify(MANIFEST)};`);
  fs.mkdirSync(path.join(root, "build"));
  fs.writeFileSync(path.join(root, "build", "index.js"), serverBuildSource(MANIFEST));
  fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ type: "module" }));
  await mergeChunks(root, options);
  return root;
}

const manifestOf = async (root: string) => (await import(pathToFileURL(path.join(root, "build", "index.js")).href)).assets as AssetsManifest;

/** The script files a page loads: the entry's, and each route's on its chain with what it imports. */
function filesOfPage(of: AssetsManifest, routeId: string): string[] {
  const files = new Set([of.entry.module, ...of.entry.imports]);
  for (let id: string | undefined = routeId; id; id = of.routes[id].parentId) {
    files.add(of.routes[id].module);
    for (const url of of.routes[id].imports ?? []) files.add(url);
  }
  return [...files];
}

describe("mergeChunks", () => {
  it("fails loudly when the server build no longer declares its assets manifest the way it did", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "merge-chunks-"));
    try {
      fs.mkdirSync(path.join(root, "build"));
      fs.mkdirSync(path.join(root, "public", "build"), { recursive: true });
      fs.writeFileSync(path.join(root, "build", "index.js"), serverBuildSource(MANIFEST).replace("var assets_manifest_default", "const assetsManifest"));
      await expect(mergeChunks(root)).rejects.toThrow(/no assets manifest/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  let root: string;
  let manifest: AssetsManifest;
  const read = (url: string) => fs.readFileSync(path.join(root, "public", url), "utf8");
  const pageFiles = (routeId: string, of = manifest) => filesOfPage(of, routeId);

  /** A file and what it imports statically, through the relative paths Rollup writes. */
  const staticClosure = (url: string): string[] => {
    const urls = new Set([url]);
    for (const at of urls) {
      for (const [, relative] of read(at).matchAll(/(?:from|import)\s*"(\.[^"]+)"/g)) urls.add(path.posix.join(path.posix.dirname(at), relative));
    }
    return [...urls];
  };

  // The exact rule alone (no bytes shared across pages): the fixture's chunks are smaller than SHARED_EXTRA_BYTES.
  beforeAll(async () => {
    root = await mergedFixture({ maxExtraBytes: 0 });
    manifest = await manifestOf(root);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("rewrites the server build's manifest and the browser's file to name only files that exist", () => {
    expect(read(manifest.url)).toBe(`window.__remixManifest=${JSON.stringify(manifest)};`);
    const named = [manifest.entry.module, ...manifest.entry.imports, ...Object.values(manifest.routes).flatMap((r) => [r.module, ...(r.imports ?? [])])];
    for (const url of named) expect(fs.existsSync(path.join(root, "public", url)), url).toBe(true);
    expect(fs.existsSync(path.join(root, "public", "build", "root-RRRRRRRR.js"))).toBe(false);
    // Rollup writes `routes/area+/page` as `routes/area_/page-….js`: the folder esbuild wrote does not stay behind empty.
    expect(fs.existsSync(path.join(root, "public", "build", "routes", "area+"))).toBe(false);
    expect(fs.existsSync(path.join(root, "public", "build", "manifest-00000000.js"))).toBe(false);
    expect(fs.existsSync(path.join(root, "public", "build", "_assets", "theme-AAAAAAAA.css"))).toBe(true);
    expect(manifest.routes["routes/area.page"].parentId).toBe("routes/area");
  });

  it("a page loads fewer files, and no page loads another area's code", () => {
    expect(pageFiles("routes/area.page").length).toBeLessThan(pageFiles("routes/area.page", MANIFEST).length);
    const otherCode = pageFiles("routes/other").map(read).join("\n");
    expect(otherCode).toContain("shared-page-marker");
    expect(otherCode).not.toContain("layout-kit-marker");
    expect(otherCode).not.toContain("lazy-marker");
    const pageCode = pageFiles("routes/area.page").map(read).join("\n");
    expect(pageCode).toContain("layout-kit-marker");
    expect(pageCode).not.toContain("lazy-marker");
    const lazyFile = fs.readdirSync(path.join(root, "public", "build", "_shared")).find((file) => file.startsWith("Lazy-"));
    expect(lazyFile).toBeDefined();
    // Loaded lazily on the one page whose module imports it: it brings nothing that page does not load already.
    const lazyClosure = staticClosure(`/build/_shared/${lazyFile}`);
    expect(lazyClosure.map(read).join("\n")).toContain("shared-page-marker");
    expect(lazyClosure.filter((url) => !url.endsWith(lazyFile!) && !pageFiles("routes/area.page").includes(url))).toEqual([]);
  });

  it("a server module's empty stand-in costs no request of its own: it rides with what every page loads, and still runs", async () => {
    // The stand-in's code is in the file that also holds what every page runs (the registry), not in one of its own.
    for (const id of ["routes/other", "routes/lone"]) {
      const holding = pageFiles(id).filter((url) => read(url).includes("exports={}"));
      expect(holding, id).toHaveLength(1);
      expect(manifest.routes.root.imports ?? [], id).toContain(holding[0]);
    }
    const load = (url: string) => import(pathToFileURL(path.join(root, "public", url)).href);
    expect((await load(manifest.routes["routes/lone"].module)).default()).toBe("{}");
  });

  it("asks V8 to compile what every page runs with the file, and leaves what loads on demand lazy", () => {
    const firstLine = (url: string) => read(url).split("\n", 1)[0];
    for (const url of pageFiles("routes/area.page")) expect(firstLine(url), url).toBe(EAGER_COMPILE_HINT);
    const lazyFile = fs.readdirSync(path.join(root, "public", "build", "_shared")).find((file) => file.startsWith("Lazy-"));
    expect(read(`/build/_shared/${lazyFile}`)).not.toContain(EAGER_COMPILE_HINT);
  });

  it("the large chunk every page loads is a file of its own, named to be evaluated first, with the helper only it needs", () => {
    const early = manifest.entry.imports.filter((url) => url.startsWith("/build/_shared/early-0-"));
    expect(early).toHaveLength(1);
    expect(read(early[0])).toContain("big-vendor-marker");
    expect(read(early[0])).toContain("helper-marker");
    expect(read(early[0]).split("\n", 1)[0]).toBe(EAGER_COMPILE_HINT);
    // Every page still loads it, and nothing else holds its code.
    for (const id of ["routes/other", "routes/lone", "routes/area.page"]) expect(pageFiles(id)).toContain(early[0]);
    const others = pageFiles("routes/area.page").filter((url) => url !== early[0]);
    expect(others.map(read).join("\n")).not.toContain("big-vendor-marker");
  });

  it("the merged modules still run as one program: one registry, lazy chunks still load", async () => {
    const load = (url: string) => import(pathToFileURL(path.join(root, "public", url)).href);
    await load(manifest.entry.module);
    expect((await load(manifest.routes.root.module)).default()).toBe("<from entry>");
    const page = await load(manifest.routes["routes/area.page"].module);
    expect(page.default()).toBe("layout-kit-marker|shared-page-marker|from entry|second-shared-marker");
    expect((await page.handle.lazy()).default).toBe("lazy-marker shared-page-marker");
  });
});

describe("mergeChunks, sharing a few bytes across pages", () => {
  const PAGES = ["routes/area", "routes/area.page", "routes/other", "routes/lone"];
  let exact: string;
  let shared: string;
  beforeAll(async () => {
    [exact, shared] = await Promise.all([mergedFixture({ maxExtraBytes: 0 }), mergedFixture({ maxExtraBytes: 400 })]);
  });
  afterAll(() => {
    for (const root of [exact, shared]) fs.rmSync(root, { recursive: true, force: true });
  });
  const bytes = (root: string, urls: string[]) => urls.reduce((sum, url) => sum + fs.statSync(path.join(root, "public", url)).size, 0);

  it("pages load fewer files, each at most the allowance in bytes more", async () => {
    const [before, after] = await Promise.all([manifestOf(exact), manifestOf(shared)]);
    const fewer = PAGES.filter((id) => filesOfPage(after, id).length < filesOfPage(before, id).length);
    expect(fewer.length).toBeGreaterThan(0);
    for (const id of PAGES) {
      expect(filesOfPage(after, id).length, id).toBeLessThanOrEqual(filesOfPage(before, id).length);
      expect(bytes(shared, filesOfPage(after, id)) - bytes(exact, filesOfPage(before, id)), id).toBeLessThanOrEqual(400);
    }
  });

  it("the program runs as before: every route answers the same, the lazy module still loads", async () => {
    const [before, after] = await Promise.all([manifestOf(exact), manifestOf(shared)]);
    const run = async (root: string, of: AssetsManifest) => {
      const load = (url: string) => import(pathToFileURL(path.join(root, "public", url)).href);
      await load(of.entry.module);
      const answers: Record<string, string> = {};
      for (const id of ["root", ...PAGES]) answers[id] = (await load(of.routes[id].module)).default();
      answers.lazy = (await (await load(of.routes["routes/area.page"].module)).handle.lazy()).default;
      return answers;
    };
    const answers = await run(shared, after);
    expect(answers).toEqual(await run(exact, before));
    expect(answers.lazy).toBe("lazy-marker shared-page-marker");
  });
});

describe("shareAcrossPages", () => {
  /** Each module its own group, as chunkGroups leaves chunks loaded on different pages. */
  const ownGroups = (...urls: string[]) => new Map(urls.map((url) => [url, `group:${url}`]));
  const SIZES: Record<string, number> = { "a.js": 100, "b.js": 100, "c.js": 5000, "d.js": 1000, "x.js": 100, "early.js": 100 };
  const sizeOf = (url: string) => SIZES[url] ?? 0;
  const importing = (imports: Record<string, string[]>) => (url: string) => imports[url] ?? [];
  /** The bytes each load set loads beyond what it needs, with what the groups it loads import. */
  const overload = (groups: Map<string, string>, loadSets: string[][], importsOf: (url: string) => string[]) =>
    loadSets.map((set) => {
      const needed = new Set(set);
      for (const url of needed) for (const next of importsOf(url)) needed.add(next);
      const loaded = new Set([...needed].map((url) => groups.get(url)));
      for (let grew = true; grew; ) {
        grew = false;
        for (const [url, group] of groups) {
          if (!loaded.has(group)) continue;
          for (const next of importsOf(url)) if (!loaded.has(groups.get(next))) loaded.add(groups.get(next)), (grew = true);
        }
      }
      const loadedUrls = [...groups].filter(([, group]) => loaded.has(group)).map(([url]) => url);
      return loadedUrls.reduce((sum, url) => sum + sizeOf(url), 0) - [...needed].reduce((sum, url) => sum + sizeOf(url), 0);
    });

  it("merges chunks mostly loaded together when the pages without one of them pay at most the allowance", () => {
    const loadSets = [["a.js", "b.js", "c.js"], ["a.js", "b.js"], ["a.js"]];
    const groups = shareAcrossPages(ownGroups("a.js", "b.js", "c.js"), loadSets, sizeOf, () => [], { maxExtraBytes: 150 });
    expect(groups.get("a.js")).toBe(groups.get("b.js"));
    // 5,000 bytes more for the second page: the large chunk stays a file of its own.
    expect(groups.get("c.js")).not.toBe(groups.get("a.js"));
    expect(Math.max(...overload(groups, loadSets, () => []))).toBeLessThanOrEqual(150);
    // Below one chunk's size nothing moves; no allowance, nothing moves.
    for (const maxExtraBytes of [50, 0]) expect(new Set(shareAcrossPages(ownGroups("a.js", "b.js", "c.js"), loadSets, sizeOf, () => [], { maxExtraBytes }).values()).size).toBe(3);
  });

  it("holds each load set to the allowance over all the merges, not per merge", () => {
    const loadSets = [["a.js", "b.js", "x.js"], ["a.js", "b.js", "x.js"], ["a.js"]];
    const groups = shareAcrossPages(ownGroups("a.js", "b.js", "x.js"), loadSets, sizeOf, () => [], { maxExtraBytes: 150 });
    expect(new Set(groups.values()).size).toBe(2);
    expect(overload(groups, loadSets, () => [])).toEqual([0, 0, 100]);
  });

  it("counts what the merged chunk imports as bytes it brings", () => {
    const loadSets = [["a.js", "b.js"], ["a.js"]];
    const groups = ownGroups("a.js", "b.js", "d.js");
    // b imports d (1,000 bytes): the second page would load b and d.
    expect(shareAcrossPages(groups, loadSets, sizeOf, importing({ "b.js": ["d.js"] }), { maxExtraBytes: 500 }).get("b.js")).not.toBe(`group:a.js`);
    expect(shareAcrossPages(groups, loadSets, sizeOf, () => [], { maxExtraBytes: 500 }).get("b.js")).toBe(`group:a.js`);
  });

  it("never merges a fixed group (the early chunks evaluated first), nor two chunks a third imports between", () => {
    const everywhere = [["a.js", "early.js"], ["a.js", "early.js"]];
    const fixed = (group: string) => group === "group:early.js";
    const groups = shareAcrossPages(ownGroups("a.js", "early.js"), everywhere, sizeOf, () => [], { maxExtraBytes: 1000, fixed });
    expect(groups.get("a.js")).not.toBe(groups.get("early.js"));
    // a imports x (fixed), x imports b: a with b would make a chunk and x import each other.
    const cycle = shareAcrossPages(ownGroups("a.js", "b.js", "x.js"), [["a.js"], ["b.js"]], sizeOf, importing({ "a.js": ["x.js"], "x.js": ["b.js"] }), { maxExtraBytes: 1000, fixed: (group) => group === "group:x.js" });
    expect(cycle.get("a.js")).not.toBe(cycle.get("b.js"));
    // Imported directly, they may merge.
    const direct = shareAcrossPages(ownGroups("a.js", "b.js"), [["a.js"], ["b.js"]], sizeOf, importing({ "a.js": ["b.js"] }), { maxExtraBytes: 1000 });
    expect(direct.get("a.js")).toBe(direct.get("b.js"));
  });

  it("follows imports through modules in no group", () => {
    // a imports y (no group, left to Rollup), y imports d: merging a into b's group would bring d to the second page.
    const loadSets = [["a.js", "b.js"], ["b.js"]];
    const groups = shareAcrossPages(ownGroups("a.js", "b.js", "d.js"), loadSets, sizeOf, importing({ "a.js": ["y.js"], "y.js": ["d.js"] }), { maxExtraBytes: 500 });
    expect(groups.get("a.js")).not.toBe(groups.get("b.js"));
  });
});
