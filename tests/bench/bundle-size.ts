/**
 * Bundle-size report: the first-load JavaScript (gzip) a browser downloads for a page, read from the Remix
 * build manifest: entry + manifest + every route module on the page's route chain and their imports.
 * Usage: tsx tests/bench/bundle-size.ts [routeId…]  (needs a build)
 *        tsx tests/bench/bundle-size.ts --all-lists   every list and detail page (`_layout`, `_index`, `$id` routes)
 *                                                     against the 150 kB budget (issue 13), printed ✔/✖ (a report: exits 0)
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
}

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.join(root, "public");

export function readManifest(): Manifest {
  const dir = path.join(buildDir, "build");
  const file = fs.readdirSync(dir).find((name) => name.startsWith("manifest-") && name.endsWith(".js"));
  if (!file) throw new Error("No build: run `npm run build` first");
  const source = fs.readFileSync(path.join(dir, file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
  manifest.url = `/build/${file}`;
  return manifest;
}

function sizeOf(url: string): { raw: number; gzip: number } {
  const content = fs.readFileSync(path.join(buildDir, url));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/**
 * With lazy route discovery (remix.config.js `v3_lazyRouteDiscovery`), a page carries the part of the manifest it
 * needs inline and never loads the manifest file; without it, the file is the first module a page imports.
 */
const remixConfig = fs.readFileSync(path.join(root, "remix.config.js"), "utf8");
const manifestFileLoaded = !/v3_lazyRouteDiscovery:\s*true/.test(remixConfig);

/** Files (URLs) a first load of `routeId` fetches, from the route up through its parents to root. */
export function firstLoadFiles(manifest: Manifest, routeId: string): string[] {
  const files = new Set<string>([...(manifestFileLoaded ? [manifest.url] : []), manifest.entry.module, ...manifest.entry.imports]);
  let route: ManifestRoute | undefined = manifest.routes[routeId];
  if (!route) throw new Error(`Unknown route ${routeId}`);
  while (route) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
    route = route.parentId ? manifest.routes[route.parentId] : undefined;
  }
  return [...files];
}

export function firstLoadSize(routeId: string) {
  const manifest = readManifest();
  return firstLoadFiles(manifest, routeId)
    .map(sizeOf)
    .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
}

const DEFAULT_ROUTES = [
  "routes/user+/login",
  "routes/_console+/dashboard+/workplace",
  "routes/_console+/message+/sms+/_layout",
  "routes/_console+/device+/firmware+/_layout",
  "routes/_console+/volunteer+/certificate+/_layout",
];

/** First-load budget of a list or detail page, kB gzip (issue 13). */
export const PAGE_BUDGET_KB = 150;

/** The list and detail pages: routes whose last segment is a layout, an index or a record (`$id`). */
export function pageRoutes(manifest: Manifest): string[] {
  return Object.keys(manifest.routes)
    .filter((id) => /(^|[/._])(_layout|_index|\$id)$/.test(id))
    .sort();
}

function report(manifest: Manifest, id: string, budget?: number) {
  const size = firstLoadFiles(manifest, id)
    .map(sizeOf)
    .reduce((sum, one) => ({ raw: sum.raw + one.raw, gzip: sum.gzip + one.gzip }), { raw: 0, gzip: 0 });
  const kb = size.gzip / 1024;
  const mark = budget === undefined ? "" : kb <= budget ? " ✔" : " ✖";
  console.log(`${id.padEnd(60)} ${kb.toFixed(1).padStart(7)} kB gzip  ${(size.raw / 1024).toFixed(1).padStart(7)} kB raw${mark}`);
  return kb;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const manifest = readManifest();
  console.log("first-load JS per page (all route-chain modules + entry + manifest)");
  if (args.includes("--all-lists")) {
    const over = pageRoutes(manifest).filter((id) => report(manifest, id, PAGE_BUDGET_KB) > PAGE_BUDGET_KB);
    console.log(over.length ? `${over.length} over ${PAGE_BUDGET_KB} kB` : `all within ${PAGE_BUDGET_KB} kB`);
  } else {
    for (const id of args.length ? args : DEFAULT_ROUTES) report(manifest, id);
  }
}
