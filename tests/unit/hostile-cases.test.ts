// Every case of shared/design/hostile-cases.md must be named by at least one test ("hostile #N: …"), so a
// case cannot silently lose its test. The "Hostile cases → tests" table of docs/testing.md says where each one lives.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** hostile-cases.md's 25, then the cases docs/testing.md's table adds (26+, found by later outside testing). */
function listedCases(): number[] {
  const testing = fs.readFileSync(path.join(root, "docs", "testing.md"), "utf8");
  const start = testing.indexOf("## Hostile cases");
  expect(start).toBeGreaterThanOrEqual(0);
  const end = testing.indexOf("\n## ", start + 1);
  const table = testing.slice(start, end < 0 ? undefined : end);
  const numbers = [...table.matchAll(/^\| (\d+) \|/gm)].map((match) => Number(match[1]));
  return [...new Set([...Array.from({ length: 25 }, (_, index) => index + 1), ...numbers])];
}

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : testFiles(full);
    return /\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Case numbers named in test titles: it("hostile #4: …"), test(`hostile #8: …`). */
function namedCases(): Map<number, string[]> {
  const named = new Map<number, string[]>();
  for (const file of ["app", "server", "tests"].flatMap((dir) => testFiles(path.join(root, dir)))) {
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(/\b(?:it|test)(?:\.\w+)?\(\s*["'`]hostile #(\d+)/g)) {
      const number = Number(match[1]);
      named.set(number, [...(named.get(number) ?? []), path.relative(root, file)]);
    }
  }
  return named;
}

describe("hostile cases", () => {
  it("every case of hostile-cases.md is named by a test", () => {
    const named = namedCases();
    const missing = listedCases().filter((number) => !named.has(number));
    expect(missing).toEqual([]);
  });
  it("every case a test names is in docs/testing.md's table", () => {
    const listed = new Set(listedCases());
    expect([...namedCases().keys()].filter((number) => !listed.has(number))).toEqual([]);
  });
});
