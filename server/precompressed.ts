import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler } from "express";

/** Which encodings the client takes, best first (Brotli, then gzip): a `q=0` entry refuses one. */
export function acceptedEncodings(header: string | undefined): Array<"br" | "gzip"> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  return (["br", "gzip"] as const).filter((encoding) => accepted.has(encoding));
}

const EXTENSION: Record<"br" | "gzip", string> = { br: ".br", gzip: ".gz" };

/**
 * Serves the build's files compressed at build time (server/tools/precompress.ts) to clients that accept it, with
 * the original's type and the build's one-year immutable caching; anything else goes on to express.static. The
 * files are listed once: a build is never changed under a running server.
 */
export function servePrecompressed(dir: string): RequestHandler {
  const files = new Set((fs.readdirSync(dir, { recursive: true }) as string[]).map((file) => `/${file.split(path.sep).join("/")}`));
  // The compressed files as read once (~1 MB for a whole build, never changed under a running server): a page loads
  // ~30 scripts at once, and a stat, open, stream and close for each was most of the server's ~1 ms per script, on
  // the host the browser shares when both run on one machine.
  const bodies = new Map<string, Buffer>();
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encoding = acceptedEncodings(req.get("Accept-Encoding")).find((candidate) => files.has(req.path + EXTENSION[candidate]));
    // Only names listed above are served: no path from the request reaches the file system.
    if (!encoding || !files.has(req.path)) return next();
    const name = req.path + EXTENSION[encoding];
    let body = bodies.get(name);
    if (!body) {
      try {
        body = fs.readFileSync(path.join(dir, name));
      } catch (error) {
        return next(error);
      }
      bodies.set(name, body);
    }
    res.vary("Accept-Encoding");
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Cache-Control", IMMUTABLE_CACHE_CONTROL);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * How a build file is sent: cached for a year as immutable (its name changes with its content), so an ETag, a
 * Last-Modified date or ranges would only be bytes on every answer: nobody revalidates or resumes these files.
 */
const IMMUTABLE_FILE = { immutable: true, maxAge: "1y", etag: false, lastModified: false, acceptRanges: false } as const;

/** A script or stylesheet must not be read as another type (X-Content-Type-Options), whatever it is served as. */
const noSniff: RequestHandler = (_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  next();
};

/**
 * The build's files (`/build/…`), precompressed where worth it, with the headers a script or stylesheet needs: its
 * type and encoding, a year's caching and nosniff. Mounted before the page middleware, so not with a page's CSP,
 * framing and referrer policy (hostile #24 asks them of pages; on a script they mean nothing): ~500 bytes fewer
 * per file, and a list page loads ~40 of them. A path that is not a build file goes on to the pages (a 404 page).
 */
export function serveBuild(dir: string): RequestHandler[] {
  return [noSniff, servePrecompressed(dir), express.static(dir, IMMUTABLE_FILE)];
}
