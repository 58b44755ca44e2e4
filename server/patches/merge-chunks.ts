/**
 * After `remix build`: merges the browser build's shared chunks that are always (or, within a few kB, mostly) loaded
 * together, so a page makes about a third of the script requests esbuild's split cost it (issue 13; ADR 043, 074).
 *
 * Remix's classic compiler splits with esbuild, which puts every set of modules used by a distinct set of routes in
 * its own chunk: the device list page fetched 59 scripts, 40 of them under 1 kB. esbuild cannot merge chunks, so the
 * build's output is bundled again by Rollup, grouped first by a rule that never makes a page load a byte more:
 * - a chunk that root or the client entry imports is loaded by every page: all of them become one chunk;
 * - chunks loaded on exactly the same pages become one. A chunk is loaded on the pages of the highest routes importing
 *   it (no other importer is their ancestor) and of their descendants, a page being an index route or a route with a
 *   path: a chunk that route R imports, and only R's descendants besides, joins R's group; chunks imported by the same
 *   highest routes join one group, whichever of their pages import them again; so do a pathless layout's chunks and
 *   those that all of its pages import.
 * One exception adds bytes to every page, a few: a server module's empty stand-in (isEmptyModuleStub, ~100 bytes
 * that run nothing) joins the chunk every page loads rather than costing the pages that import it a request each.
 * Then groups mostly loaded together are merged as long as no page (nor lazily imported module) loads more than
 * SHARED_EXTRA_BYTES beyond what it needs (shareAcrossPages; ADR 074): a console page's ~dozen small chunks that one
 * page or the sign-in pages' field kit needs apart become a few files.
 * And what every page loads is not one chunk but a few: the large ones (React, Remix) each stay a file of their own,
 * named `early-N` in the order paint-first's loader evaluates them, one per task (earlyGroups).
 * Every other chunk stays as Rollup splits it. Both manifests (the server build's and the browser's file) are
 * rewritten with the new files, and the old files are removed.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { transform } from "esbuild";
import { rollup, type Plugin, type RollupLog } from "rollup";
import { cacheInterop } from "./interop-cache";
import { patchIsOn } from "./switches";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  [key: string]: unknown;
}
export interface AssetsManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
  version: string;
  [key: string]: unknown;
}

/** How the build's modules import one another lazily (`import()`), from Rollup's module graph. */
export interface LazyImports {
  /** The lazily imported modules that need a chunk (import it statically, directly or not). */
  importersOf(url: string): string[];
  /** The modules that import a lazily imported module with `import()`. */
  loadersOf(lazyUrl: string): string[];
}

const NO_LAZY_IMPORTS: LazyImports = { importersOf: () => [], loadersOf: () => [] };

/**
 * A chunk that is only a server module's empty stand-in: Remix gives the browser an empty CommonJS module for each
 * `*.server` module a route imports, and esbuild writes each one (per set of routes importing it) as a chunk of its
 * own, ~100 bytes: the device list fetched five of them. Such a chunk runs nothing when loaded.
 */
const EMPTY_MODULE_STUB = /^import\{[\w$]+ as ([\w$]+)\}from"[^"]+";var ([\w$]+)=\1\(\(([\w$]+),([\w$]+)\)=>\{\4\.exports=\{\}\}\);export\{\2 as [\w$]+\};\s*(?:\/\/# sourceMappingURL=\S+\s*)?$/;

export function isEmptyModuleStub(code: string): boolean {
  return EMPTY_MODULE_STUB.test(code);
}

/** The routes a page can end at: index routes and routes with a path (a pathless layout never matches alone). */
function pageRouteIds(manifest: AssetsManifest): string[] {
  return Object.values(manifest.routes)
    .filter((route) => route.index === true || route.path !== undefined)
    .map((route) => route.id);
}

/**
 * The group each chunk of the build joins (its URL → group key); chunks not listed are left to Rollup. `emptyStubs`
 * (isEmptyModuleStub) join the group every page loads: a few bytes each there, instead of a request each where used.
 */
export function chunkGroups(manifest: AssetsManifest, lazyImports: LazyImports = NO_LAZY_IMPORTS, emptyStubs: ReadonlySet<string> = new Set()): Map<string, string> {
  const routeModules = new Set([manifest.entry.module, ...Object.values(manifest.routes).map((route) => route.module)]);
  const ancestry = (id: string) => {
    const chain: string[] = [];
    for (let at: string | undefined = id; at; at = manifest.routes[at]?.parentId) chain.push(at);
    return chain;
  };
  const importers = new Map<string, string[]>();
  for (const route of Object.values(manifest.routes)) {
    for (const url of route.imports ?? []) importers.set(url, [...(importers.get(url) ?? []), route.id]);
  }
  const alwaysLoaded = new Set([manifest.entry.module, ...manifest.entry.imports, manifest.routes.root?.module, ...(manifest.routes.root?.imports ?? [])]);
  const routesLoading = (url: string) => (alwaysLoaded.has(url) ? ["root"] : Object.values(manifest.routes).filter((route) => route.module === url || route.imports?.includes(url)).map((route) => route.id));
  /**
   * Whether a lazily imported module can only be loaded on pages of `owners` or of their descendants: everything
   * importing it is a module of one of those routes (a module imported lazily by another lazy one is not followed: no).
   */
  const onlyUnder = (lazyUrl: string, owners: string[]) =>
    lazyImports.loadersOf(lazyUrl).every((loader) => {
      const routes = routesLoading(loader);
      return routes.length > 0 && routes.every((route) => ancestry(route).some((at) => owners.includes(at)));
    });
  const groups = new Map<string, string>();
  for (const url of alwaysLoaded) if (url && !routeModules.has(url)) groups.set(url, "root");
  for (const url of emptyStubs) if (!routeModules.has(url)) groups.set(url, "root");
  const pageRoutes = pageRouteIds(manifest);
  for (const [url, routes] of importers) {
    if (groups.has(url) || routeModules.has(url)) continue;
    const lazy = lazyImports.importersOf(url);
    // The importers no other importer is an ancestor of: the chunk is loaded exactly on their pages and their
    // descendants'.
    const highest = routes.filter((route) => !ancestry(route).slice(1).some((above) => routes.includes(above)));
    // A lazily imported module that needs the chunk must not bring the group to pages that do not load it already.
    const grouped = lazy.every((lazyUrl) => onlyUnder(lazyUrl, highest));
    // Chunks loaded on the same pages are loaded together, whichever routes import them (esbuild splits by the set of
    // routes importing a chunk: a page importing what its layout imports, or a layout without a page of its own, made
    // chunks of their own).
    const pages = pageRoutes.filter((page) => ancestry(page).some((at) => highest.includes(at))).sort();
    if (grouped) groups.set(url, `pages:${pages.join("\n")}`);
    // Otherwise the chunk keeps its own importers, as esbuild split it. Left unnamed, Rollup would pull it into the
    // group of any chunk that imports it, and the pages that need only it would load that whole group.
    else groups.set(url, [...highest.sort(), ...lazy.sort()].join("\n"));
  }
  return groups;
}

/** The name (and file name) prefix of the chunks every page evaluates first, in this order: `early-0`, `early-1`… */
export const EARLY_GROUP = "early-";
/** An always-loaded chunk of esbuild's this large is evaluated in a task of its own, before the others. */
export const EARLY_CHUNK_BYTES = 64 * 1024;

/**
 * Of the chunks every page loads (`alwaysLoaded`), the large ones (React and React DOM, Remix and its router) get a
 * group each, with the small ones only they need (esbuild's runtime helpers), in an order where a group comes after
 * the groups it imports: paint-first's loader imports them one per task before the route modules, so evaluating the
 * page's JavaScript (and, under DevTools' tracing, writing each file's source into the trace) is spread over tasks
 * instead of one (issue 35). Returns chunk URL → group.
 */
export function earlyGroups(alwaysLoaded: string[], sizeOf: (url: string) => number, importsOf: (url: string) => string[]): Map<string, string> {
  const inSet = new Set(alwaysLoaded);
  const closure = (url: string) => {
    const seen = new Set<string>([url]);
    for (const at of seen) for (const next of importsOf(at)) if (inSet.has(next)) seen.add(next);
    seen.delete(url);
    return seen;
  };
  const large = alwaysLoaded.filter((url) => sizeOf(url) >= EARLY_CHUNK_BYTES).sort();
  // Dependencies first: a large chunk is placed once every large chunk it imports (directly or not) is.
  const ordered: string[] = [];
  while (ordered.length < large.length) {
    const next = large.find((url) => !ordered.includes(url) && large.every((other) => other === url || ordered.includes(other) || !closure(url).has(other)));
    // A cycle between large chunks: the rest keep their file order (each still imports what it needs).
    ordered.push(next ?? large.find((url) => !ordered.includes(url))!);
  }
  const groups = new Map<string, string>();
  ordered.forEach((url, index) => groups.set(url, `${EARLY_GROUP}${index}`));
  ordered.forEach((url, index) => {
    for (const dep of closure(url)) if (!groups.has(dep)) groups.set(dep, `${EARLY_GROUP}${index}`);
  });
  return groups;
}

/**
 * What a page may load beyond what it needs, at most, so that it makes fewer requests (bytes of minified code; ~1.3 kB
 * compressed). Each script file costs a page a request on a slow link, a task to start its preload and one to
 * evaluate it on the main thread; a few kB cost ~10 ms on slow 4G and nothing on the main thread that a page notices.
 */
export const SHARED_EXTRA_BYTES = 4 * 1024;

/**
 * Merges groups that are mostly loaded together (chunkGroups' exact rule merges only those loaded on exactly the same
 * pages): greedily, the pair loaded together by the most load sets first, as long as no load set (a page, or a lazily
 * imported module with what it imports) would load more than `maxExtraBytes` in all beyond what it needs, counting
 * what the merged group imports. Never merges a `fixed` group, nor two groups that would import each other through a
 * third (a cycle of chunks). `loadSets` name the modules each load set needs; `importsOf` a module's static imports
 * (modules in no group are followed through). Returns the groups (module URL → group), merged.
 */
export function shareAcrossPages(
  groups: ReadonlyMap<string, string>,
  loadSets: string[][],
  sizeOf: (url: string) => number,
  importsOf: (url: string) => string[],
  { maxExtraBytes = SHARED_EXTRA_BYTES, fixed = (_group: string): boolean => false } = {},
): Map<string, string> {
  const result = new Map(groups);
  if (maxExtraBytes <= 0) return result;
  const keys = [...new Set(groups.values())].sort();
  const index = new Map(keys.map((key, at) => [key, at]));
  const words = Math.ceil(loadSets.length / 32) || 1;
  const bits = () => new Uint32Array(words);
  // One bit per load set: which load sets load a group.
  const has = (set: Uint32Array, at: number) => (set[at >> 5]! >>> (at & 31)) & 1;
  const size = keys.map(() => 0);
  for (const [url, key] of groups) size[index.get(key)!] += sizeOf(url);
  // The groups a module imports, directly or through modules in no group.
  const groupImports = (url: string, own: number) => {
    const found = new Set<number>();
    const seen = new Set([url]);
    for (const at of seen) {
      for (const next of importsOf(at)) {
        const key = groups.get(next);
        if (key === undefined) seen.add(next);
        else if (index.get(key) !== own) found.add(index.get(key)!);
      }
    }
    return found;
  };
  const direct = keys.map(() => new Set<number>());
  for (const [url, key] of groups) for (const dep of groupImports(url, index.get(key)!)) direct[index.get(key)!]!.add(dep);
  const closureOf = (from: Iterable<number>) => {
    const seen = new Set(from);
    for (const at of seen) for (const next of direct[at]!) seen.add(next);
    return seen;
  };
  /** Every group each group brings along (what it imports, directly or not), itself left out. */
  const deps = keys.map((_, at) => {
    const all = closureOf(direct[at]!);
    all.delete(at);
    return all;
  });
  /** The load sets loading each group. */
  const loadedBy = keys.map(bits);
  loadSets.forEach((set, at) => {
    const needed = new Set<number>();
    for (const url of set) if (groups.has(url)) needed.add(index.get(groups.get(url)!)!);
    for (const group of closureOf(needed)) loadedBy[group]![at >> 5]! |= 1 << (at & 31);
  });
  /** The bytes each load set loads beyond what it needs, so far. */
  const extra = loadSets.map(() => 0);
  const alive = keys.map((key) => !fixed(key));
  /** The group each group has joined (itself until merged). */
  const joined = keys.map((_, at) => at);
  // A pair refused (too many bytes for some load set, or a cycle) is not tried again until its first group grows:
  // the bytes each load set carries only grow, so it would mostly be refused again, and the build stays under a second.
  const rejected = new Set<string>();

  /** The bytes each load set loading `into` but not `from` would load more (from with what it brings). */
  const costs = (into: number, from: number) => {
    const brought = [from, ...deps[from]!];
    const added = new Map<number, number>();
    for (let at = 0; at < loadSets.length; at++) {
      if (!has(loadedBy[into]!, at) || has(loadedBy[from]!, at)) continue;
      let bytes = 0;
      for (const group of brought) if (!has(loadedBy[group]!, at)) bytes += size[group]!;
      if (bytes) added.set(at, bytes);
    }
    return added;
  };
  const togetherIn = (a: number, b: number) => {
    let count = 0;
    for (let word = 0; word < words; word++) {
      let both = loadedBy[a]![word]! & loadedBy[b]![word]!;
      for (; both; count++) both &= both - 1;
    }
    return count;
  };
  const viaThird = (a: number, b: number) => [...deps[a]!].some((third) => third !== b && deps[third]!.has(b));

  for (;;) {
    const pairs: Array<[number, number, number]> = [];
    for (let a = 0; a < keys.length; a++) {
      if (!alive[a]) continue;
      for (let b = a + 1; b < keys.length; b++) {
        if (!alive[b] || rejected.has(`${a}|${b}`)) continue;
        const together = togetherIn(a, b);
        if (together > 0) pairs.push([together, a, b]);
      }
    }
    // Most load sets saved a request first; then the smaller pair; then the order of the groups' keys (a stable build).
    pairs.sort((x, y) => y[0] - x[0] || size[x[1]]! + size[x[2]]! - size[y[1]]! - size[y[2]]! || x[1] - y[1] || x[2] - y[2]);
    const merged = pairs.find(([, a, b]) => {
      if (viaThird(a, b) || viaThird(b, a)) return rejected.add(`${a}|${b}`), false;
      const added = [costs(a, b), costs(b, a)];
      const fits = added.every((bytes) => [...bytes].every(([at, more]) => extra[at]! + more <= maxExtraBytes));
      if (!fits) return rejected.add(`${a}|${b}`), false;
      for (const bytes of added) for (const [at, more] of bytes) extra[at] += more;
      return true;
    });
    if (!merged) break;
    const [, a, b] = merged;
    // b joins a: a loads where either was loaded, and brings what either brought.
    const loadedTogether = bits();
    for (let word = 0; word < words; word++) loadedTogether[word] = loadedBy[a]![word]! | loadedBy[b]![word]!;
    size[a] += size[b]!;
    for (let group = 0; group < keys.length; group++) if (joined[group] === b) joined[group] = a;
    alive[b] = false;
    deps[a] = new Set([...deps[a]!, ...deps[b]!].filter((group) => group !== a && group !== b));
    for (const group of [a, ...deps[a]!]) for (let word = 0; word < words; word++) loadedBy[group]![word]! |= loadedTogether[word]!;
    // What imported either now brings both.
    for (let other = 0; other < keys.length; other++) {
      if (other === a || !(deps[other]!.has(a) || deps[other]!.has(b))) continue;
      deps[other] = new Set([...deps[other]!, a, ...deps[a]!].filter((group) => group !== b && group !== other));
    }
    for (const key of [...rejected]) if (key.startsWith(`${a}|`) || key.endsWith(`|${a}`)) rejected.delete(key);
  }
  for (const [url, key] of groups) result.set(url, keys[joined[index.get(key)!]!]!);
  return result;
}

const URL_PREFIX = "/build/";
/** V8's explicit compile hint for a whole file: https://v8.dev/blog/explicit-compile-hints */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Resource routes have empty browser modules (Rollup's EMPTY_BUNDLE); anything else Rollup warns about stops the build. */
function failOnWarning(warning: RollupLog) {
  if (warning.code === "EMPTY_BUNDLE") return;
  throw new Error(`merge-chunks: ${warning.code}: ${warning.message}`);
}

/** Bundles `publicBuildDir`'s scripts again with the groups above; returns the rewritten manifest. */
async function rebundle(publicBuildDir: string, manifest: AssetsManifest, outDir: string, maxExtraBytes: number): Promise<{ merged: AssetsManifest; emptyStubs: number; interopCached: number }> {
  const fileOf = (url: string) => path.join(publicBuildDir, url.slice(URL_PREFIX.length));
  const urlOf = (file: string) => URL_PREFIX + path.relative(publicBuildDir, file).split(path.sep).join("/");
  const nameOf = (url: string) => url.slice(URL_PREFIX.length).replace(/-[A-Za-z0-9]{8}\.js$/, "");
  let groups = new Map<string, string>();
  let groupNames = new Map<string, string>();
  let manualChunkNames = new Set<string>();
  const emptyStubs = new Set<string>();
  // interop-cache runs here, before Rollup names each file by its content's hash.
  const cachingInterop = patchIsOn("interop-cache");
  let interopCached = 0;

  const input: Record<string, string> = { [nameOf(manifest.entry.module)]: fileOf(manifest.entry.module) };
  const entryUrlOf = new Map<string, string>();
  for (const route of Object.values(manifest.routes)) input[nameOf(route.module)] = fileOf(route.module);

  const withSourceMaps = fs.existsSync(`${fileOf(manifest.entry.module)}.map`);
  const resolveBuildUrls: Plugin = {
    name: "resolve-build-urls",
    resolveId(source, importer) {
      if (source.startsWith(URL_PREFIX)) return fileOf(source);
      if (path.isAbsolute(source)) return source;
      throw new Error(`merge-chunks: unexpected import "${source}" in ${importer}`);
    },
    // A build made with `remix build --sourcemap` keeps its maps through the merge (for profiling).
    load(id) {
      const map = `${id}.map`;
      return withSourceMaps ? { code: fs.readFileSync(id, "utf8"), map: fs.readFileSync(map, "utf8") } : null;
    },
  };
  const minify: Plugin = {
    name: "minify",
    async renderChunk(code, chunk) {
      const result = await transform(code, { minify: true, format: "esm", legalComments: "none", sourcemap: withSourceMaps });
      if (cachingInterop) {
        const interop = cacheInterop(result.code);
        // (A source map's columns after the helper, on its line, are off by the patch's length: profiling only.)
        if (interop.patched) [result.code, interopCached] = [interop.code, interopCached + 1];
      }
      // A page runs most of what it loads before it is interactive (React, Remix, its route modules). Compiled lazily,
      // V8 parses each function again on the main thread when it is first called (~35 ms at 1× for React alone on the
      // device list); with this hint (Chromium ≥ 136) it compiles them with the file, off the main thread while the
      // file streams. Chunks only loaded on demand (the date picker, charts, dialogs) stay lazy.
      const loadedWithPages = chunk.isEntry || manualChunkNames.has(chunk.name);
      if (!loadedWithPages) return { code: result.code, map: withSourceMaps ? result.map : null };
      const map = withSourceMaps ? JSON.parse(result.map) : null;
      if (map) map.mappings = `;${map.mappings}`;
      return { code: `${EAGER_COMPILE_HINT}\n${result.code}`, map };
    },
  };
  // Once Rollup has read every module: which lazily imported modules need each one (through static imports).
  const groupChunks: Plugin = {
    name: "group-chunks",
    buildEnd() {
      // Upwards through static importers: every module on the way that something imports lazily.
      const lazyImportersOf = (id: string): string[] => {
        const seen = new Set([id]);
        const lazy: string[] = [];
        for (const at of seen) {
          const info = this.getModuleInfo(at);
          if (!info) continue;
          if (info.dynamicImporters.length > 0) lazy.push(urlOf(at));
          for (const importer of info.importers) seen.add(importer);
        }
        return lazy;
      };
      for (const id of this.getModuleIds()) if (isEmptyModuleStub(this.getModuleInfo(id)?.code ?? "")) emptyStubs.add(urlOf(id));
      groups = chunkGroups(
        manifest,
        {
          importersOf: (url) => lazyImportersOf(fileOf(url)),
          loadersOf: (lazyUrl) => (this.getModuleInfo(fileOf(lazyUrl))?.dynamicImporters ?? []).map(urlOf),
        },
        emptyStubs,
      );
      const early = earlyGroups(
        [...groups].filter(([, group]) => group === "root").map(([url]) => url),
        (url) => this.getModuleInfo(fileOf(url))?.code?.length ?? 0,
        (url) => (this.getModuleInfo(fileOf(url))?.importedIds ?? []).map(urlOf),
      );
      for (const [url, group] of early) groups.set(url, group);
      // What each page needs, and each lazily imported module with what it imports: the load sets shareAcrossPages
      // holds to a few kB more each.
      const staticClosure = (ids: string[]) => {
        const seen = new Set(ids);
        for (const id of seen) for (const next of this.getModuleInfo(id)?.importedIds ?? []) seen.add(next);
        return [...seen].map(urlOf);
      };
      const pageLoads = pageRouteIds(manifest).map((page) => {
        const urls = [manifest.entry.module, ...manifest.entry.imports];
        for (let at: string | undefined = page; at; at = manifest.routes[at]?.parentId) urls.push(manifest.routes[at]!.module, ...(manifest.routes[at]!.imports ?? []));
        return urls;
      });
      const lazyLoads = [...this.getModuleIds()].filter((id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0).map((id) => staticClosure([id]));
      groups = shareAcrossPages(
        groups,
        [...pageLoads, ...lazyLoads],
        (url) => this.getModuleInfo(fileOf(url))?.code?.length ?? 0,
        (url) => (this.getModuleInfo(fileOf(url))?.importedIds ?? []).map(urlOf),
        { maxExtraBytes, fixed: (group) => group.startsWith(EARLY_GROUP) },
      );
      groupNames = new Map([...new Set(groups.values())].map((group, index) => [group, group.startsWith(EARLY_GROUP) ? group : `chunk-${index}`]));
      manualChunkNames = new Set(groupNames.values());
    },
  };
  const bundle = await rollup({ input, plugins: [resolveBuildUrls, groupChunks], preserveEntrySignatures: "strict", onwarn: failOnWarning });
  const { output } = await bundle.write({
    dir: outDir,
    format: "es",
    sourcemap: withSourceMaps,
    entryFileNames: "[name]-[hash].js",
    // A lazily loaded chunk keeps esbuild's name for it (DatePickerField, Modal…): tests hold those back by name.
    chunkFileNames: (chunk) => `_shared/${chunk.name.replace(/-[A-Za-z0-9]{8}$/, "").replace(/^chunk-\d+$/, "chunk")}-[hash].js`,
    hashCharacters: "base36",
    manualChunks: (id) => {
      const group = groups.get(urlOf(id));
      return group ? groupNames.get(group) : undefined;
    },
    plugins: [minify],
  });
  await bundle.close();

  const chunks = new Map(output.flatMap((item) => (item.type === "chunk" ? [[item.fileName, item] as const] : [])));
  for (const chunk of chunks.values()) if (chunk.isEntry && chunk.facadeModuleId) entryUrlOf.set(urlOf(chunk.facadeModuleId), `${URL_PREFIX}${chunk.fileName}`);
  // Remix preloads every static import of a route, direct or not, so the lists are closures.
  const staticClosure = (fileName: string) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      for (const next of chunks.get(name)?.imports ?? []) if (!seen.has(next)) seen.add(next), visit(next);
    };
    visit(fileName);
    return [...seen].map((name) => `${URL_PREFIX}${name}`);
  };
  const moved = (url: string) => {
    const next = entryUrlOf.get(url);
    if (!next) throw new Error(`merge-chunks: no output for ${url}`);
    return next;
  };
  const entryModule = moved(manifest.entry.module);
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => {
      const module = moved(route.module);
      const imports = staticClosure(module.slice(URL_PREFIX.length));
      return [id, { ...route, module, imports: route.imports === undefined && imports.length === 0 ? undefined : imports }];
    }),
  );
  const next = { ...manifest, entry: { module: entryModule, imports: staticClosure(entryModule.slice(URL_PREFIX.length)) }, routes };
  const version = crypto.createHash("sha256").update(JSON.stringify({ ...next, version: "", url: "" })).digest("hex").slice(0, 8);
  return { merged: { ...next, version, url: `${URL_PREFIX}manifest-${version.toUpperCase()}.js` }, emptyStubs: emptyStubs.size, interopCached };
}

const MANIFEST_DECLARATION = /var assets_manifest_default = (\{.*?\});\n/;

/** Reads the server build's assets manifest (an object literal esbuild wrote; JSON once `void 0` and `!0/!1` are). */
function readServerManifest(serverBuild: string): AssetsManifest {
  const literal = MANIFEST_DECLARATION.exec(serverBuild)?.[1];
  if (!literal) throw new Error("merge-chunks: no assets manifest in the server build");
  // eslint-disable-next-line no-new-func -- the literal is our own build's output, read once at build time.
  return new Function(`return (${literal});`)() as AssetsManifest;
}

export async function mergeChunks(root: string, { maxExtraBytes = SHARED_EXTRA_BYTES } = {}): Promise<{ before: number; after: number; emptyStubs: number; interopCached: number }> {
  const publicBuildDir = path.join(root, "public", "build");
  const serverBuildFile = path.join(root, "build", "index.js");
  const serverBuild = fs.readFileSync(serverBuildFile, "utf8");
  const manifest = readServerManifest(serverBuild);
  const outDir = path.join(root, "public", ".build-merging");
  fs.rmSync(outDir, { recursive: true, force: true });
  const { merged, emptyStubs, interopCached } = await rebundle(publicBuildDir, manifest, outDir, maxExtraBytes);

  const scriptsBefore = listScripts(publicBuildDir);
  for (const file of scriptsBefore) fs.rmSync(path.join(publicBuildDir, file));
  removeEmptyFolders(publicBuildDir);
  for (const file of listScripts(outDir)) {
    fs.mkdirSync(path.dirname(path.join(publicBuildDir, file)), { recursive: true });
    fs.renameSync(path.join(outDir, file), path.join(publicBuildDir, file));
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.writeFileSync(path.join(publicBuildDir, merged.url.slice(URL_PREFIX.length)), `window.__remixManifest=${JSON.stringify(merged)};`);
  fs.writeFileSync(serverBuildFile, serverBuild.replace(MANIFEST_DECLARATION, () => `var assets_manifest_default = ${JSON.stringify(merged)};\n`));
  const scripts = (files: string[]) => files.filter((file) => file.endsWith(".js")).length;
  return { before: scripts(scriptsBefore), after: scripts(listScripts(publicBuildDir)), emptyStubs, interopCached };
}

/** Rollup spells `+` in file names `_`: the route folders esbuild wrote are left empty. */
function removeEmptyFolders(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = path.join(dir, entry.name);
    removeEmptyFolders(folder);
    if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
}

/** Script files under a build folder (its `_assets` stylesheets, fonts and images are left alone). */
function listScripts(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => (file.endsWith(".js") || file.endsWith(".js.map")) && !file.startsWith(`_assets${path.sep}`))
    .filter((file) => fs.statSync(path.join(dir, file)).isFile());
}

