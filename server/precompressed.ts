import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { acceptedEncodings, type BodyEncoding } from "../app/lib/accept-encoding";

const EXTENSION: Record<BodyEncoding, string> = { br: ".br", gzip: ".gz" };

/**
 * How a build file is sent: cached for a year as immutable (its name changes with its content), so an ETag, a
 * Last-Modified date or ranges would only be bytes on every answer: nobody revalidates or resumes these files.
 */
const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * The build's files (`/build/…`), each sent from memory: compressed at build time (server/tools/precompress.ts) when
 * the client takes it, as it is otherwise, with its type, a year's caching and nosniff (a script must not be read as
 * another type). The files are listed once and each read once (~3 MB for a whole build, never changed under a running
 * server): a page loads ~30 scripts at once, and a stat, open, read and close on libuv's threads for each was most of
 * the server's work per script, on the host the browser shares when both run on one machine. Mounted before the page
 * middleware, so not with a page's CSP, framing and referrer policy (hostile #24 asks them of pages; on a script they
 * mean nothing). A path that is not a build file goes on to the pages (a 404 page).
 */
export function serveBuild(dir: string): RequestHandler {
  const files = new Set((fs.readdirSync(dir, { recursive: true }) as string[]).map((file) => `/${file.split(path.sep).join("/")}`));
  const bodies = new Map<string, Buffer>();
  return (req, res, next) => {
    // Only names listed above are served: no path from the request reaches the file system.
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(req.path)) return next();
    const encoding = acceptedEncodings(req.get("Accept-Encoding")).find((candidate) => files.has(req.path + EXTENSION[candidate]));
    const name = encoding ? req.path + EXTENSION[encoding] : req.path;
    let body = bodies.get(name);
    if (!body) {
      try {
        body = fs.readFileSync(path.join(dir, name));
      } catch (error) {
        return next(error);
      }
      bodies.set(name, body);
    }
    // Every answer for a file that has compressed copies varies with Accept-Encoding, the plain one too.
    if (files.has(req.path + EXTENSION.br) || files.has(req.path + EXTENSION.gzip)) res.vary("Accept-Encoding");
    res.type(path.extname(req.path));
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Cache-Control", IMMUTABLE_CACHE_CONTROL);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
