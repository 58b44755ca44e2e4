import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

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
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encoding = acceptedEncodings(req.get("Accept-Encoding")).find((candidate) => files.has(req.path + EXTENSION[candidate]));
    // Only names listed above are served: no path from the request reaches the file system.
    if (!encoding || !files.has(req.path)) return next();
    res.vary("Accept-Encoding");
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(path.join(dir, req.path + EXTENSION[encoding]), { immutable: true, maxAge: "1y" }, (error) => error && next(error));
  };
}
