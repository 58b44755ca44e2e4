/**
 * What the docs point at (tests/unit/docs-links.test.ts): relative Markdown links, with their #anchors, and
 * repository paths named in backticks. Each must exist in the working tree.
 */
import fs from "node:fs";
import path from "node:path";

/** Folders whose paths the docs name in backticks; anything else in backticks (marks, routes, URLs) is not a file. */
const REPOSITORY_ROOTS = ["app/", "server/", "tests/", "docs/", ".ci/"];
/** Placeholders and patterns (`<area>`, `*`, `{a,b}`, `…`) name no single file. */
const PATTERN = /[<>*{}…]|\.\.\./;

/** README.md and every Markdown page under docs/, relative to the root, with forward slashes. */
export function docFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return walk(relative);
      return entry.name.endsWith(".md") ? [relative] : [];
    });
  return ["README.md", ...(fs.existsSync(path.join(root, "docs")) ? walk("docs") : [])];
}

/** GitHub's heading anchor: lower case, punctuation dropped (letters, digits, `-`, `_` kept), spaces become `-`. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown page's headings (outside fenced code), numbered as GitHub numbers repeats. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown).split("\n")) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Fenced code blocks blanked line for line, so line numbers stay right and nothing inside them counts. */
function withoutFences(markdown: string): string {
  let fenced = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (/^\s*```/.test(line)) {
        fenced = !fenced;
        return "";
      }
      return fenced ? "" : line;
    })
    .join("\n");
}

/**
 * Broken references of one page (`file` is its path from the root): "<line>: link <target>" for a relative link
 * whose file or anchor is missing, "<line>: path <path>" for a repository path in backticks that does not exist.
 */
export function brokenReferences(markdown: string, file: string, root: string): string[] {
  const problems: string[] = [];
  const pageDir = path.dirname(path.join(root, file));
  const anchorCache = new Map<string, Set<string>>();
  const anchorsAt = (target: string) => {
    if (!anchorCache.has(target)) anchorCache.set(target, anchorsOf(fs.readFileSync(target, "utf8")));
    return anchorCache.get(target)!;
  };
  withoutFences(markdown)
    .split("\n")
    .forEach((line, index) => {
      const number = index + 1;
      for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        const link = match[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:
        const [target, anchor] = link.split("#", 2);
        if (!target) {
          if (anchor && !anchorsOf(markdown).has(decodeURIComponent(anchor))) problems.push(`${number}: link ${link}`);
          continue;
        }
        const resolved = path.resolve(pageDir, decodeURIComponent(target));
        if (!fs.existsSync(resolved)) {
          problems.push(`${number}: link ${link}`);
        } else if (anchor && resolved.endsWith(".md") && !anchorsAt(resolved).has(decodeURIComponent(anchor))) {
          problems.push(`${number}: link ${link}`);
        }
      }
      for (const match of line.replace(/\]\([^)]*\)/g, "]").matchAll(/`([^`\s]+)`/g)) {
        const named = match[1];
        if (!REPOSITORY_ROOTS.some((prefix) => named.startsWith(prefix)) || PATTERN.test(named)) continue;
        if (!fs.existsSync(path.join(root, named))) problems.push(`${number}: path ${named}`);
      }
    });
  return problems;
}
