// The docs must not point at what is not there (issue 39 §3): every relative link in README.md and docs/**/*.md, and
// every repository path named in backticks in them (`app/engine/crud.server.ts`, `tests/e2e/rights.spec.ts`), exists.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { brokenReferences, docFiles } from "../support/docs-links";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Every source file's text under app/, server/ and tests/ (what could import a package). */
function sources(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : walk(full);
      return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [fs.readFileSync(full, "utf8")] : [];
    });
  return ["app", "server", "tests"].flatMap((dir) => walk(path.join(root, dir)));
}

/** README's package table: each row's packages and whether it says the package is not used. */
function packageRows(): { names: string[]; unused: boolean }[] {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Packages"), readme.indexOf("\n## ", readme.indexOf("## Packages") + 1));
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => {
      const [, first, use] = line.split("|");
      return { names: [...first.matchAll(/`([^`]+)`/g)].map((match) => match[1]), unused: use.includes("**not used**") };
    });
}

describe("README's package table", () => {
  it("names dependencies, and says 'not used' exactly of those nothing imports", () => {
    const dependencies = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).dependencies as Record<string, string>;
    const code = sources();
    const imported = (name: string) =>
      code.some((text) => new RegExp(`(?:from\\s*|import\\(\\s*|require\\(\\s*)["']${name.replace(/[/.]/g, "\\$&")}(?:/[^"']*)?["']`).test(text));
    const rows = packageRows();
    expect(rows.length).toBeGreaterThan(10);
    for (const { names, unused } of rows) {
      for (const name of names) {
        expect(dependencies, name).toHaveProperty([name]);
        expect(imported(name), `${name}: README says ${unused ? "not used" : "used"}`).toBe(!unused);
      }
    }
  });
});

describe("docs links", () => {
  it("finds README.md and the docs pages", () => {
    const files = docFiles(root);
    expect(files).toContain("README.md");
    expect(files).toContain("docs/testing.md");
    expect(files.filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(50);
  });

  it("every relative link and every repository path named in the docs exists", () => {
    const broken = docFiles(root).flatMap((file) =>
      brokenReferences(fs.readFileSync(path.join(root, file), "utf8"), file, root).map((problem) => `${file}:${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it("fails on a made-up path or anchor, in a link and in backticks", () => {
    const page = [
      "See [the engine](../app/engine/crud.server.ts) and [nothing](../app/engine/no-such-file.ts#top).",
      "[Configuration](../README.md#configuration) is there, [a heading](../README.md#no-such-heading) is not.",
      "Code in `app/engine/crud.server.ts`, `tests/e2e/rights.spec.ts` and `app/engine/made-up.server.ts`.",
      "Not paths: `app/i18n/locales/areas/<area>.ts`, `server/sandbox/device-detail*.ts`, `mark.action`, [web](https://example.com).",
    ].join("\n");
    expect(brokenReferences(page, "docs/page.md", root)).toEqual([
      "1: link ../app/engine/no-such-file.ts#top",
      "2: link ../README.md#no-such-heading",
      "3: path app/engine/made-up.server.ts",
    ]);
  });

  it("reads a link to a folder, an anchor on the same page and a path in a table cell", () => {
    const page = "## The engine\n[adrs](decisions/) [here](#the-engine) [there](#no-engine)\n| x | `server/console.ts` |\n| y | `server/nope.ts` (gone) |";
    expect(brokenReferences(page, "docs/page.md", root)).toEqual(["2: link #no-engine", "4: path server/nope.ts"]);
  });
});
