// Issue 39 §2: dependencies run one way. Every sandbox module once imported `type Services` from app.ts, which
// imports every module: a circle of 30 files. This walks the relative imports (type imports too: they are what
// made the circle) of server/ and app/ and names any cycle it finds.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The files a module imports by a relative or `~/` path, resolved to files that exist. */
function importsOf(file: string, known: Set<string>): string[] {
  const text = readFileSync(file, "utf8");
  const targets = [...text.matchAll(/^\s*(?:import|export)\b([^;]*?)\bfrom\s+"([^"]+)"/gm)]
    // A route's `typeof loader` for useRouteLoaderData is Remix's convention and never runs: not a dependency.
    .filter((match) => !/^\s*type\s*\{\s*loader\s*\}\s*$/.test(match[1]!))
    .map((match) => match[2]!);
  return targets.flatMap((target) => {
    const base = target.startsWith("~/") ? path.join(root, "app", target.slice(2)) : target.startsWith(".") ? path.resolve(path.dirname(file), target) : undefined;
    if (!base) return [];
    const stem = base.replace(/\.(js|ts|tsx)$/, "");
    const found = [`${stem}.ts`, `${stem}.tsx`, path.join(stem, "index.ts")].find((candidate) => known.has(candidate));
    return found ? [found] : [];
  });
}

/** The cycles of a graph, each named once by its files (Tarjan's strongly connected components of size > 1). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.map((file) => path.relative(root, file)).sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

function graphOf(dirs: string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) => sourceFiles(path.join(root, dir)));
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file, known)]));
}

describe("import cycles", () => {
  it("finds a cycle when there is one (the detector works)", () => {
    expect(cycles(new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]], ["d", ["a"]]]))).toEqual([["a", "b", "c"].map((name) => path.relative(root, name)).sort()]);
  });

  it("the sandbox has none: app.ts imports the areas, the areas import services.ts and the table kit", () => {
    const graph = graphOf(["server/sandbox"]);
    expect(graph.size).toBeGreaterThan(30);
    expect(cycles(graph)).toEqual([]);
  });

  it("the console and its server have none either", () => {
    expect(cycles(graphOf(["app", "server"]))).toEqual([]);
  });
});
