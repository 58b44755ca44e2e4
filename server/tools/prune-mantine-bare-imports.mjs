/**
 * Removes the bare `import '…';` lines from Mantine's ES modules in node_modules (run by `postinstall`).
 *
 * Why: Mantine's per-file modules repeat every import of their source as a bare import (a bundler artefact), so
 * NativeSelect.mjs "imports" Combobox, Popover and Floating UI. Mantine declares them free of side effects, so
 * tree shaking drops their code, but esbuild's code splitting (Remix's compiler) still assigns a module to every
 * page that reaches it by any import, bare ones included: Popover, Floating UI, ScrollArea and FocusTrap landed
 * in every page's first-load JavaScript although only lazily loaded dialogs use them (issue 13). Dropping the bare
 * imports is what Mantine's own `"sideEffects": ["*.css"]` already allows; named imports are untouched.
 * Idempotent; prints how many lines it removed.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const PACKAGES = ["core", "dates", "notifications", "hooks"];
const BARE_IMPORT = /^import '[^']+';\n/gm;

let files = 0;
let lines = 0;
function visit(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) visit(full);
    else if (entry.name.endsWith(".mjs")) {
      const source = fs.readFileSync(full, "utf8");
      const removed = source.match(BARE_IMPORT)?.length ?? 0;
      if (!removed) continue;
      // Kept for anything that is not a module of JavaScript (none today: Mantine's CSS is imported by us).
      const pruned = source.replace(BARE_IMPORT, (line) => (/\.css'/.test(line) ? line : ""));
      if (pruned === source) continue;
      fs.writeFileSync(full, pruned);
      files += 1;
      lines += removed;
    }
  }
}

for (const name of PACKAGES) {
  const dir = path.join(root, "node_modules", "@mantine", name, "esm");
  if (fs.existsSync(dir)) visit(dir);
}
console.log(`[prune-mantine-bare-imports] ${lines} bare imports removed from ${files} Mantine modules`);
