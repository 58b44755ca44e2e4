/**
 * Faster route matching on the server (README "Decisions": cached route matching).
 *
 * React Router 6 (`@remix-run/router` 1.x, under Remix 2) flattens, scores and sorts the whole route tree and
 * builds a RegExp for every route path it tries, on every `matchRoutes` call, and a document request makes four
 * or five such calls (request handler, static handler, fog-of-war manifest, `<Routes>`). With the console's ~330
 * routes that was over a quarter of the server time of a page. Matching is a pure function of the route tree's
 * shape (ids, paths, index and case flags, order) and the pathname, so this module loads the router's CommonJS
 * build with caches added, before anything else requires it:
 * - matches per (tree shape, pathname): a tree built anew for each request (React's) finds the answer computed
 *   for an earlier, identical tree; the answer is rebuilt with the routes of the tree it was asked for;
 * - flattened and ranked branches per routes array, and compiled path patterns, for the first match of a path.
 * Route arrays are never changed in place on the server (fog-of-war patching happens in the browser, which
 * uses the untouched ES module build). When the router's source does not look as expected (another version),
 * nothing is changed and a warning is printed: matching is then as correct as before, only slower.
 */
import fs from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";
import { patchIsOn } from "./switches";

const MARK = "/* aed-console: cached route matching */";

const CACHES = `
const aedCompiledPaths = new Map();
const aedRankedBranches = new WeakMap();
const aedShapes = new WeakMap();
const aedMatches = new Map();
const AED_MAX_PATHS = 10000;
const AED_MAX_MATCHES_PER_SHAPE = 5000;
/** The tree's shape (what matching depends on) and its routes by id; null when ids are missing or repeated. */
function aedShapeOf(routes) {
  let shape = aedShapes.get(routes);
  if (shape !== undefined) return shape;
  const parts = [];
  const byId = new Map();
  let usable = true;
  const walk = (list, depth) => {
    for (const route of list) {
      if (typeof route.id !== "string" || byId.has(route.id)) { usable = false; return; }
      byId.set(route.id, route);
      parts.push(depth + "|" + route.id + "|" + (route.path == null ? "\\u0000" : route.path) + "|" + (route.index ? 1 : 0) + (route.caseSensitive ? 1 : 0));
      if (route.children) walk(route.children, depth + 1);
      if (!usable) return;
    }
  };
  walk(routes, 0);
  shape = usable ? { key: parts.join("\\n"), byId } : null;
  aedShapes.set(routes, shape);
  return shape;
}
function aedRemember(matches) {
  if (matches === null) return null;
  return { params: Object.assign({}, matches[0].params), steps: matches.map((m) => ({ id: m.route.id, pathname: m.pathname, pathnameBase: m.pathnameBase })) };
}
function aedRecall(remembered, shape) {
  if (remembered === null) return null;
  const params = Object.assign({}, remembered.params);
  return remembered.steps.map((step) => ({ params, pathname: step.pathname, pathnameBase: step.pathnameBase, route: shape.byId.get(step.id) }));
}
`;

const PATCHES: readonly { find: string; replace: string }[] = [
  {
    find: "function compilePath(path, caseSensitive, end) {",
    replace: `function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive === true ? "1" : "0") + (end === false ? "0" : "1") + path;
  let compiled = aedCompiledPaths.get(key);
  if (compiled === undefined) {
    compiled = compilePathUncached(path, caseSensitive, end);
    if (aedCompiledPaths.size < AED_MAX_PATHS) aedCompiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathUncached(path, caseSensitive, end) {`,
  },
  {
    find: `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;
  let decoded = decodePath(pathname);
`,
    replace: `  let decoded = decodePath(pathname);
  const shape = aedShapeOf(routes);
  let known;
  const question = (allowPartial ? "1" : "0") + decoded;
  if (shape !== null) {
    known = aedMatches.get(shape.key);
    if (known === undefined) aedMatches.set(shape.key, (known = new Map()));
    const remembered = known.get(question);
    if (remembered !== undefined) return aedRecall(remembered, shape);
  }
  let branches = aedRankedBranches.get(routes);
  if (branches === undefined) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    aedRankedBranches.set(routes, branches);
  }
  let matches = null;
`,
  },
  {
    find: `    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  return matches;
}`,
    replace: `    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  if (shape !== null && decoded !== null) {
    if (known.size >= AED_MAX_MATCHES_PER_SHAPE) known.clear();
    known.set(question, aedRemember(matches));
  }
  return matches;
}`,
  },
  {
    find: "function matchRoutesImpl(routes, locationArg, basename, allowPartial) {",
    replace: `${CACHES}function matchRoutesImpl(routes, locationArg, basename, allowPartial) {`,
  },
];

/** The router's source with the caches added, or null when it does not have the expected shape. */
export function withCachedMatching(source: string): string | null {
  if (source.includes(MARK)) return source;
  let patched = source;
  for (const { find, replace } of PATCHES) {
    if (patched.split(find).length !== 2) return null;
    patched = patched.replace(find, () => replace);
  }
  return `${MARK}\n${patched}`;
}

type LoadableModule = Module & { _compile(code: string, filename: string): void; filename: string; paths: string[]; loaded: boolean };
type ModuleStatics = typeof Module & { _nodeModulePaths(dir: string): string[]; _cache: Record<string, Module | undefined> };

/** Compiles router source as the module `file` (exports only; nothing is cached). */
export function compileRouter(source: string, file: string): LoadableModule {
  const statics = Module as ModuleStatics;
  const loaded = new Module(file) as LoadableModule;
  loaded.filename = file;
  loaded.paths = statics._nodeModulePaths(path.dirname(file));
  loaded._compile(source, file);
  loaded.loaded = true;
  return loaded;
}

export function routerFile(): string {
  return createRequire(import.meta.url).resolve("@remix-run/router");
}

/** Puts the cached router in the CommonJS module cache, so every later require or import gets that one. */
export function installCachedRouteMatching(): boolean {
  const file = routerFile();
  const statics = Module as ModuleStatics;
  if (statics._cache[file]) return false; // already loaded: too late to swap
  const patched = withCachedMatching(fs.readFileSync(file, "utf8"));
  if (!patched) {
    console.warn(`[console] ${file} is not the expected version: route matching stays uncached`);
    return false;
  }
  statics._cache[file] = compileRouter(patched, file);
  return true;
}

type ServerRoutesBuilder = (manifest: object, routeModules: Record<string, unknown>, future: unknown, isSpaMode: boolean, ...rest: unknown[]) => unknown[];

/**
 * Remix's document render rebuilds the whole route tree (every route's components and error elements) for each
 * request, though it depends only on the build: its manifest, its route modules, flags. The tree built for a
 * build is kept and reused while the same modules are asked for (a request's module map is a fresh object
 * holding the build's modules); anything else builds anew.
 */
export function cachedServerRoutes(build: ServerRoutesBuilder): ServerRoutesBuilder {
  const built = new WeakMap<object, { routeModules: Record<string, unknown>; future: unknown; isSpaMode: boolean; routes: unknown[] }>();
  const sameModules = (a: Record<string, unknown>, b: Record<string, unknown>, manifest: object) =>
    Object.keys(manifest).every((id) => a[id] === b[id]);
  return function serverRoutes(manifest, routeModules, future, isSpaMode, ...rest) {
    if (rest.length > 0) return build(manifest, routeModules, future, isSpaMode, ...rest);
    const known = built.get(manifest);
    if (known && known.future === future && known.isSpaMode === isSpaMode && sameModules(known.routeModules, routeModules, manifest)) return known.routes;
    const routes = build(manifest, routeModules, future, isSpaMode);
    built.set(manifest, { routeModules: { ...routeModules }, future, isSpaMode, routes });
    return routes;
  };
}

type DataRoutesConverter = (routes: unknown[], mapRouteProperties: unknown, parentPath?: unknown[], manifest?: Record<string, unknown>) => unknown[];

/**
 * The static router converts that same tree into "data routes" for each request, filling a map of them by id:
 * for a tree seen before (the reused one above), the converted routes and their map are handed out again.
 * Neither is changed by a server render (no lazy routes on the server).
 */
export function cachedDataRoutes(convert: DataRoutesConverter): DataRoutesConverter {
  const converted = new WeakMap<object, { mapRouteProperties: unknown; dataRoutes: unknown[]; byId: Record<string, unknown> }>();
  return function dataRoutes(routes, mapRouteProperties, parentPath, manifest) {
    if (parentPath !== undefined && parentPath.length > 0) return convert(routes, mapRouteProperties, parentPath, manifest);
    const known = converted.get(routes);
    if (known && known.mapRouteProperties === mapRouteProperties) {
      if (manifest) handOut(manifest, known.byId);
      return known.dataRoutes;
    }
    const byId: Record<string, unknown> = {};
    const result = convert(routes, mapRouteProperties, [], byId);
    converted.set(routes, { mapRouteProperties, dataRoutes: result, byId });
    if (manifest) Object.assign(manifest, byId);
    return result;
  };
}

/**
 * Fills a caller's map by id with the converted routes. The static router only ever looks routes up in it
 * (`manifest[id]`), so a fresh, empty one gets the kept map as its prototype: one step instead of copying some 250
 * entries for each request. A map that already holds something gets them copied.
 */
function handOut(manifest: Record<string, unknown>, byId: Record<string, unknown>) {
  if (Object.getPrototypeOf(manifest) === Object.prototype && Object.keys(manifest).length === 0) Object.setPrototypeOf(manifest, byId);
  else Object.assign(manifest, byId);
}

/**
 * Installs both caches on the CommonJS modules the server render calls them through (Remix's server render and
 * React Router's static router read them off the module's exports at each call).
 */
export function installCachedServerRoutes(): void {
  const require = createRequire(import.meta.url);
  const remixRoutes = require(path.join(path.dirname(require.resolve("@remix-run/react")), "routes.js")) as { createServerRoutes?: ServerRoutesBuilder };
  const router = require(routerFile()) as { UNSAFE_convertRoutesToDataRoutes?: DataRoutesConverter };
  if (typeof remixRoutes.createServerRoutes !== "function" || typeof router.UNSAFE_convertRoutesToDataRoutes !== "function") {
    console.warn("[console] Remix's server routes are not where expected: the route tree is built for each request");
    return;
  }
  remixRoutes.createServerRoutes = cachedServerRoutes(remixRoutes.createServerRoutes);
  router.UNSAFE_convertRoutesToDataRoutes = cachedDataRoutes(router.UNSAFE_convertRoutesToDataRoutes);
}

if (patchIsOn("route-matching")) {
  installCachedRouteMatching();
  installCachedServerRoutes();
}
