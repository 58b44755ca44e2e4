// The loud check of every patch of third-party output (docs/patches.md): after an upgrade of Remix, React Router,
// React or Mantine, each patch is checked against the installed package's own text, and a test that fails names the
// patch, the package and what to do. A patch that no longer finds its text would otherwise fall back silently (the
// console stays correct, only slower or heavier), and nobody would notice.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contextAsData, importAfterFirstPaint } from "./paint-first";
import { routerFile, withCachedMatching } from "./route-matching";
import { patchIsOn, PATCHES, type PatchName } from "./switches";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const packageDir = (name: string) => path.join(root, "node_modules", name);
const installed = (name: string) => (JSON.parse(fs.readFileSync(path.join(packageDir(name), "package.json"), "utf8")) as { version: string }).version;
const read = (name: string, file: string) => fs.readFileSync(path.join(packageDir(name), file), "utf8");

/** What a failure says: the patch, the installed version, where its page is. */
const loud = (patch: PatchName, pkg: string, what: string) =>
  `patch "${patch}" no longer fits ${pkg} ${installed(pkg)}: ${what}. See docs/patches.md ("${patch}": what it changes and how to check it again), or turn it off with CONSOLE_PATCHES_OFF=${patch}.`;

describe("every patch of third-party output is switchable and documented", () => {
  const page = fs.readFileSync(path.join(root, "docs", "patches.md"), "utf8");
  it.each(PATCHES)("%s has its section in docs/patches.md and its switch", (patch) => {
    expect(page, `docs/patches.md has no section for "${patch}"`).toContain(`## ${patch}`);
    expect(patchIsOn(patch, {})).toBe(true);
    expect(patchIsOn(patch, { CONSOLE_PATCHES_OFF: `other, ${patch}` })).toBe(false);
    expect(patchIsOn(patch, { CONSOLE_PATCHES_OFF: "all" })).toBe(false);
  });
  it("every file in server/patches belongs to a named patch (or is this test or the switches)", () => {
    const files = fs.readdirSync(path.dirname(new URL(import.meta.url).pathname)).map((file) => file.replace(/(\.test)?\.(ts|mjs)$/, ""));
    const strays = files.filter((name) => !(PATCHES as readonly string[]).includes(name) && name !== "upgrade" && name !== "switches");
    expect(strays).toEqual([]);
  });
});

describe("paint-first: Remix's <Scripts> still writes what the document rewrite looks for", () => {
  const components = read("@remix-run/react", "dist/esm/components.js");
  it("the context script is `window.__remixContext = {…};`", () => {
    expect(components.includes("window.__remixContext = ${serverHandoffString};"), loud("paint-first", "@remix-run/react", "the context script changed")).toBe(true);
    expect(contextAsData('<script nonce="n">window.__remixContext = {"a":1};</script>')).toContain('type="application/json"');
  });
  it("the route modules are static `import * as routeN from \"…\";` lines", () => {
    expect(components.includes("import * as route${index} from ${JSON.stringify("), loud("paint-first", "@remix-run/react", "the route-modules script changed")).toBe(true);
    expect(components.includes("window.__remixRouteModules = {"), loud("paint-first", "@remix-run/react", "the route-modules registry changed")).toBe(true);
    const rewritten = importAfterFirstPaint('import "/build/manifest.js";\nimport * as route0 from "/build/root.js";\nwindow.__remixRouteModules = {"root":route0};\nimport("/build/entry.js");');
    expect(rewritten).not.toContain("import * as route0");
  });
  it("module preloads are links whose first attribute is rel=modulepreload", () => {
    expect(/\{\s*rel: "modulepreload",/.test(components), loud("paint-first", "@remix-run/react", "the modulepreload links changed")).toBe(true);
  });
});

describe("route-matching: React Router's matching still has the text the cache is added to", () => {
  it("the installed router takes the cache", () => {
    expect(withCachedMatching(fs.readFileSync(routerFile(), "utf8")), loud("route-matching", "@remix-run/router", "matchRoutesImpl or matchRouteBranch changed")).not.toBeNull();
  });
  it("Remix builds its server route tree where the cache wraps it", () => {
    const routes = require(path.join(path.dirname(require.resolve("@remix-run/react")), "routes.js")) as Record<string, unknown>;
    expect(typeof routes.createServerRoutes, loud("route-matching", "@remix-run/react", "createServerRoutes moved")).toBe("function");
  });
});

describe("merge-chunks: Remix's compiler still declares the assets manifest the way the merge reads it", () => {
  it("the server build's manifest comes from the virtual module esbuild names assets_manifest_default", () => {
    const virtualModules = read("@remix-run/dev", "dist/compiler/server/virtualModules.js");
    expect(virtualModules.includes('id: "@remix-run/dev/assets-manifest"'), loud("merge-chunks", "@remix-run/dev", "the assets-manifest module was renamed")).toBe(true);
  });
  it("a built console (when there is one) has it in that form", () => {
    const serverBuild = path.join(root, "build", "index.js");
    if (!fs.existsSync(serverBuild)) return;
    expect(/var assets_manifest_default = \{/.test(fs.readFileSync(serverBuild, "utf8")), loud("merge-chunks", "@remix-run/dev", "build/index.js has no `var assets_manifest_default = {…}`")).toBe(true);
  });
});

describe.runIf(patchIsOn("prune-mantine"))("prune-mantine: what `npm ci` pruned is gone from the installed Mantine", () => {
  it("no bare `import '…';` line is left in Mantine's modules (they would put Popover & co. in every page)", () => {
    const nativeSelect = read("@mantine/core", "esm/components/NativeSelect/NativeSelect.mjs");
    expect(/^import ['"][^'"]+['"];$/m.test(nativeSelect), loud("prune-mantine", "@mantine/core", "bare imports are still in NativeSelect.mjs (their form changed, or postinstall did not run)")).toBe(false);
    expect(nativeSelect).toMatch(/^import \{/m);
  });
});

describe("strip-nul: React 18's streaming renderer is the one that needed it", () => {
  it("react-dom is 18.x (React 19 may have fixed the NUL bytes: check docs/decisions/030 before dropping it)", () => {
    expect(installed("react-dom").startsWith("18."), loud("strip-nul", "react-dom", "a new major: see whether documents still carry NUL bytes")).toBe(true);
  });
});
