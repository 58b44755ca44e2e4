import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const dropUnusedColours = require("./drop-unused-colours.cjs") as import("postcss").PluginCreator<void> & {
  USED_COLOURS: string[];
  MANTINE_COLOURS: string[];
};
const app = join(import.meta.dirname, "..", "..", "app");

function sourceFiles(dir = app, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(file, found);
    else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(file);
  }
  return found;
}

describe("drop-unused-colours (PostCSS): Mantine's variables for colours the console never uses", () => {
  it("keeps every Mantine colour the console names (a colour prop, a status map, a var() in our CSS)", () => {
    const names = dropUnusedColours.MANTINE_COLOURS.join("|");
    const named = new RegExp(`["'](${names})["']|--mantine-color-(${names})-`, "g");
    const used = new Set<string>();
    for (const file of sourceFiles()) for (const match of readFileSync(file, "utf8").matchAll(named)) used.add(match[1] ?? match[2]);
    expect([...used].filter((colour) => !dropUnusedColours.USED_COLOURS.includes(colour))).toEqual([]);
    expect(used.has("red")).toBe(true);
  });

  it("removes the dark scheme's block and the other colours' variables from Mantine's global.css, and nothing else", async () => {
    const path = require.resolve("@mantine/core/styles/global.css");
    const before = readFileSync(path, "utf8");
    const { css } = await postcss([dropUnusedColours()]).process(before, { from: path });
    // What Mantine ships (if these fail after an upgrade, its global.css changed form: see the plugin).
    expect(before).toMatch(/--mantine-color-violet-6:/);
    expect(before).toMatch(/^:root\[data-mantine-color-scheme='dark'\] \{/m);
    expect(css).not.toMatch(/--mantine-color-(violet|pink|lime|indigo)-/);
    expect(css).not.toMatch(/:root\[data-mantine-color-scheme='dark'\]/);
    for (const kept of ["--mantine-color-red-6:", "--mantine-color-blue-filled:", "--mantine-color-gray-light:", "--mantine-color-text:", "--mantine-color-body:", "--mantine-spacing-md:", ".mantine-dark-hidden"]) {
      expect(css).toContain(kept);
    }
  });
});
