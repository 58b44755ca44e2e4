/**
 * Bundle-size report: the first-load JavaScript (gzip) a browser downloads for a page, read from the Remix
 * build manifest: entry + manifest + every route module on the page's route chain and their imports.
 * Usage: tsx tests/bench/bundle-size.ts [routeId…]  (needs a build)
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_ROUTES;
  console.log("first-load JS per page (all route-chain modules + entry + manifest)");
  for (const id of routes) {
    const size = firstLoadSize(id);
    console.log(`${id.padEnd(40)} ${(size.gzip / 1024).toFixed(1).padStart(7)} kB gzip  ${(size.raw / 1024).toFixed(1).padStart(7)} kB raw`);
  }
}
