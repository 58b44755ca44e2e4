// ADR 070: the console's links and forms discover their route when about to be followed. Remix's own Link, NavLink
// and Form discover theirs as soon as they are drawn, so the console takes them from ~/ui/links; this walks app/ and
// names any file that imports one of the three from @remix-run/react instead.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const app = path.resolve(__dirname, "../../app");
const WRAPPERS = path.join(app, "ui", "links.tsx");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The values (not types) a file imports from @remix-run/react. */
function remixValueImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?!type\b)\{([^}]*)\}\s*from\s*"@remix-run\/react";/gm)].flatMap((match) =>
    match[1]!
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

describe("route discovery", () => {
  it("no file of the console takes Link, NavLink or Form from Remix directly", () => {
    const offenders = sourceFiles(app)
      .filter((file) => file !== WRAPPERS)
      .filter((file) => remixValueImports(readFileSync(file, "utf8")).some((name) => ["Link", "NavLink", "Form"].includes(name)))
      .map((file) => path.relative(app, file));
    expect(offenders).toEqual([]);
  });

  it("recognises such an import, and leaves the others alone", () => {
    expect(remixValueImports(`import { Form, Outlet as O, type LinkProps } from "@remix-run/react";`)).toEqual(["Form", "Outlet"]);
    expect(remixValueImports(`import type { Link } from "@remix-run/react";`)).toEqual([]);
  });
});
