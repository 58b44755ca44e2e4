import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fixedBodyResponse } from "~/lib/compressed-body.server";

/**
 * GET /map/maplibre-gl-worker.mjs: MapLibre's web worker, served from the installed package on the console's own
 * origin. The bundled map cannot find it next to itself, and the CSP allows same-origin workers only (no blob:).
 */
let worker: Promise<string> | undefined;

export async function loader({ request }: LoaderFunctionArgs) {
  // Resolved like an import, so it works whatever the working directory.
  const pkg = createRequire(import.meta.url).resolve("maplibre-gl/package.json");
  worker ??= fs.readFile(path.join(path.dirname(pkg), "dist", "maplibre-gl-worker.mjs"), "utf8");
  return fixedBodyResponse(request, await worker, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=86400" });
}
