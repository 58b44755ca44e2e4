// interop-cache (docs/patches.md): esbuild's CommonJS interop helper, as the installed esbuild writes it, reuses the
// namespace it built for a package, and builds it again when the package's exports grew.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { cacheInterop } from "./interop-cache";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "interop-cache-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const files: Record<string, string> = {
  // A CommonJS package (React's shape: no __esModule) whose exports grow when asked (a require cycle's effect).
  "package.cjs": "exports.greeting = 'hello'; exports.grow = () => { exports.later = 'grown'; };",
  "first.js": "import * as pkg from './package.cjs'; export default pkg;",
  "second.js": "import * as pkg from './package.cjs'; export default pkg;",
  "grows.js": "import * as pkg from './package.cjs'; pkg.grow(); export default pkg;",
  "after.js": "import * as pkg from './package.cjs'; export default pkg;",
  "entry.js": "export { default as first } from './first.js'; export { default as second } from './second.js'; export { default as grows } from './grows.js'; export { default as after } from './after.js';",
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);

/** The bundle as Remix's compiler writes it (esbuild, ESM, minified), optionally patched, loaded. */
async function load(patch: boolean) {
  const result = await build({ entryPoints: [path.join(dir, "entry.js")], bundle: true, format: "esm", minify: true, write: false, platform: "browser" });
  let code = result.outputFiles[0]!.text;
  if (patch) {
    const patched = cacheInterop(code);
    expect(patched.patched, "the installed esbuild's __toESM is no longer recognised (docs/patches.md, interop-cache)").toBe(true);
    code = patched.code;
  }
  const file = path.join(dir, `bundle-${patch}.mjs`);
  fs.writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)) as Record<"first" | "second" | "grows" | "after", Record<string, unknown>>;
}

describe("interop-cache", () => {
  it("esbuild builds one namespace per importer; patched, importers share one", async () => {
    const plain = await load(false);
    expect(plain.first).not.toBe(plain.second);
    const patched = await load(true);
    expect(patched.first).toBe(patched.second);
    expect(patched.first.greeting).toBe("hello");
    expect(patched.first.default).toEqual(expect.objectContaining({ greeting: "hello" }));
  });

  it("a package whose exports grew gets a namespace with them", async () => {
    const patched = await load(true);
    expect(patched.after).not.toBe(patched.first);
    expect(patched.after.later).toBe("grown");
  });

  it("leaves code without the helper as it is", () => {
    expect(cacheInterop("var a=1;")).toEqual({ code: "var a=1;", patched: false });
  });
});
