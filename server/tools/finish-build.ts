/**
 * What `npm run build` (and `npm start`'s first build) does after `remix build`: merges the browser build's chunks
 * (../patches/merge-chunks.ts, unless switched off; with it ../patches/interop-cache.ts), then compresses its files once for every request to come (precompress.ts).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mergeChunks } from "../patches/merge-chunks";
import { patchIsOn } from "../patches/switches";
import { precompress } from "./precompress";

export async function finishBuild(root: string) {
  const started = Date.now();
  if (patchIsOn("merge-chunks")) {
    const { before, after, emptyStubs, interopCached } = await mergeChunks(root);
    console.log(`[build] shared chunks merged: ${before} scripts → ${after} (${emptyStubs} empty server-module stubs into the shared chunk) in ${Date.now() - started} ms`);
    if (patchIsOn("interop-cache") && interopCached !== 1) console.log(`[build] interop-cache: esbuild's __toESM found in ${interopCached} scripts (expected 1; docs/patches.md)`);
  } else console.log("[build] chunks left as Remix built them (CONSOLE_PATCHES_OFF)");
  const compressing = Date.now();
  const { files, bytes, brotliBytes } = await precompress(path.join(root, "public", "build"));
  console.log(`[build] ${files} files precompressed (${(bytes / 1024).toFixed(0)} kB → ${(brotliBytes / 1024).toFixed(0)} kB Brotli) in ${Date.now() - compressing} ms`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await finishBuild(path.resolve(fileURLToPath(new URL("../..", import.meta.url))));
}
