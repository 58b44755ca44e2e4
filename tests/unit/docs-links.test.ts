// The docs must not point at what is not there (issue 39 §3): every relative link in README.md and docs/**/*.md, and
// every repository path named in backticks in them (`app/engine/crud.server.ts`, `tests/e2e/rights.spec.ts`), exists.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { brokenReferences, docFiles } from "../support/docs-links";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

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
