/**
 * Trims what the console cannot use out of Mantine's modules in node_modules (run by `postinstall`; idempotent): the
 * bare `import '…';` lines of Mantine's ES modules. Each per-file module repeats every import of its source as a bare
 * import (a bundler artefact), so NativeSelect.mjs "imports" Combobox, Popover and Floating UI. Mantine declares them
 * free of side effects, so tree shaking drops their code, but esbuild's code splitting (Remix's compiler) still gives
 * a module to every page that reaches it by any import, bare ones included: Popover, Floating UI, ScrollArea and
 * FocusTrap were in every page's first-load JavaScript although only lazily loaded dialogs use them (issue 13).
 * Dropping them is what Mantine's own `"sideEffects": ["*.css"]` allows. Mantine's CSS is trimmed at build time
 * instead, leaving the package as installed (server/tools/drop-unused-colours.cjs).
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
// The switch of every patch (switches.ts; this file runs before TypeScript can): CONSOLE_PATCHES_OFF=prune-mantine.
const off = (process.env.CONSOLE_PATCHES_OFF ?? "").split(",").map((part) => part.trim());
if (off.includes("prune-mantine") || off.includes("all")) {
  console.log("[prune-mantine] switched off (CONSOLE_PATCHES_OFF): Mantine left as installed");
  process.exit(0);
}
const mantine = path.join(root, "node_modules", "@mantine");
const PACKAGES = ["core", "dates", "notifications", "hooks"];
const BARE_IMPORT = /^import '[^']+';\n/gm;

let files = 0;
let lines = 0;
function pruneImports(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) pruneImports(full);
    else if (entry.name.endsWith(".mjs")) {
      const source = fs.readFileSync(full, "utf8");
      const removed = source.match(BARE_IMPORT)?.length ?? 0;
      if (!removed) continue;
      fs.writeFileSync(full, source.replace(BARE_IMPORT, ""));
      files += 1;
      lines += removed;
    }
  }
}

for (const name of PACKAGES) {
  const dir = path.join(mantine, name, "esm");
  if (fs.existsSync(dir)) pruneImports(dir);
}

console.log(`[prune-mantine] ${lines} bare imports removed from ${files} modules`);
