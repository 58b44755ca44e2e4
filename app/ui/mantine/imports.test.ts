import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Every .ts/.tsx file under app/, except this folder. */
function appFiles(dir = join(import.meta.dirname, "..", ".."), found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (file !== import.meta.dirname) appFiles(file, found);
    } else if (/\.tsx?$/.test(entry.name)) found.push(file);
  }
  return found;
}

describe("Mantine imports", () => {
  it("come one export per module from app/ui/mantine, never from the package's index (it would put every component used anywhere into every page)", () => {
    const offenders = appFiles().filter((file) => /^import (?!type )[^;]*from "@mantine\/core";/m.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("each shim exports what its name says", async () => {
    for (const file of readdirSync(import.meta.dirname).filter((name) => /^[\w]+\.ts$/.test(name) && name !== "index.ts")) {
      const name = file.replace(/\.ts$/, "");
      const module = (await import(`./${name}.ts`)) as Record<string, unknown>;
      expect(module[name], file).toBeDefined();
    }
  });

  it("the first-paint index only re-exports shims, so it adds no code of its own", () => {
    const index = readFileSync(join(import.meta.dirname, "index.ts"), "utf8").replace(/\/\*\*[\s\S]*?\*\/\n/, "");
    const lines = index.split("\n").filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^export \{ (\w+) \} from "\.\/\1";$/);
  });

  it("each shim's component has its Mantine stylesheet in app/styles/mantine.css or deferred.css (the console loads no other Mantine CSS)", () => {
    const styles = join(import.meta.dirname, "..", "..", "styles");
    const stylesheet = readFileSync(join(styles, "mantine.css"), "utf8") + readFileSync(join(styles, "deferred.css"), "utf8");
    const imported = new Set([...stylesheet.matchAll(/@import "@mantine\/core\/styles\/([\w-]+)\.css";/g)].map((match) => match[1]));
    const stylesDir = join(import.meta.dirname, "..", "..", "..", "node_modules", "@mantine", "core", "styles");
    const missing = readdirSync(import.meta.dirname)
      .filter((name) => /^[A-Z]\w+\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ""))
      .filter((name) => readdirSync(stylesDir).includes(`${name}.css`) && !imported.has(name));
    expect(missing).toEqual([]);
    for (const base of ["baseline", "global"]) expect(imported.has(base), base).toBe(true);
  });
});

describe("Tabler icon imports", () => {
  it("come one icon per module, never from the package's index (it would put every icon used anywhere, mantine-react-table's too, into every page)", () => {
    const offenders = appFiles().filter((file) => /^import (?!type )[^;]*from "@tabler\/icons-react";/m.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
