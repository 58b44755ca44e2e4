import "./patches/route-matching";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import { serveBuild } from "./precompressed";
import express, { type NextFunction, type Request, type Response } from "express";
import { acceptsEventStream } from "../app/lib/live";
import { isSameOriginWrite } from "../app/lib/same-origin";
import { runInRequestScope } from "../app/request-scope.server";
import { remixHandler } from "./remix-handler";
import { operationsEndpoints, requestContext, routeLabeller } from "./operations";

export interface ConsoleServerOptions {
  root: string;
  port: number;
  host?: string;
  maxBodyBytes?: number;
  /** METRICS_TOKEN: serves /metrics on this port to a bearer of it (issue 37). */
  metricsToken?: string;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Security headers on every response (hostile case 24), with a fresh script nonce per request. */
function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      // Mantine sets CSS variables through style attributes and one <style> element.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  if (process.env.NODE_ENV === "production") res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}

/**
 * Every answer carries a Cache-Control (hostile #47): one that sets none itself — a redirect, a refusal, an error,
 * a stream's 401 — is `no-store` (answers here are per user unless they say otherwise). Decided when the headers are
 * written, so the static files' and the routes' own policies stand.
 */
function defaultNoStore(_req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithCacheControl(this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!this.hasHeader("Cache-Control")) this.setHeader("Cache-Control", "no-store");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
}

/**
 * State changes only from our own pages (hostile cases 5 and 44): a write must show it comes from this origin
 * (app/lib/same-origin.ts); a foreign Origin, a cross-site fetch or no sign at all is refused.
 */
function sameOriginWrites(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const source = { origin: req.get("Origin"), secFetchSite: req.get("Sec-Fetch-Site"), referer: req.get("Referer") };
  if (!isSameOriginWrite(source, `${req.protocol}://${req.get("Host")}`)) {
    res.status(403).type("text/plain").send("Cross-site request refused");
    return;
  }
  next();
}

/** How long a refused upload's connection is drained after the answer, so the client can read it. */
const LINGER_MS = 1500;

/**
 * Answers and closes without reading the body, the way a "lingering close" does: destroying the socket
 * while the client is still sending makes the kernel send a reset, and a client that had not yet read the
 * answer loses it (seen on a loaded CI machine). So: half-close after the answer, discard (never buffer)
 * what keeps arriving, and destroy shortly after.
 */
function refuseAndLinger(req: Request, res: Response, status: number, text: string) {
  const socket = req.socket;
  socket.destroySoon = function lingeringClose() {
    this.end();
    setTimeout(() => this.destroy(), LINGER_MS).unref();
  };
  req.on("data", () => undefined);
  res.status(status).set("Connection", "close").type("text/plain").send(text);
}

/**
 * The learning-data add and edit forms carry a §5 video (100M, streamed to a temp file, never held in memory):
 * their bodies may be that large plus the form's other parts. Every other route keeps MAX_BODY_BYTES.
 */
const LARGE_UPLOAD_PATH = /^\/volunteer\/learning-data\/(?:new|[^/]+\/edit)\/?$/;
export const LARGE_UPLOAD_BODY_BYTES = 100 * 1024 * 1024 + 1024 * 1024;

/** The body limit of a path: MAX_BODY_BYTES, or the video forms' larger one. */
export function bodyLimitOf(path: string, maxBytes: number): number {
  return LARGE_UPLOAD_PATH.test(path) ? Math.max(maxBytes, LARGE_UPLOAD_BODY_BYTES) : maxBytes;
}

/** Refuses oversized bodies before reading them (hostile case 10): Remix itself has no body limit. */
export function bodyLimit(defaultMaxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const maxBytes = bodyLimitOf(req.path, defaultMaxBytes);
    const length = req.get("Content-Length");
    if (length === undefined) {
      if (req.get("Transfer-Encoding")) {
        res.status(411).type("text/plain").send("Length required");
        return;
      }
      return next();
    }
    if (!/^\d+$/.test(length) || Number(length) > maxBytes) {
      refuseAndLinger(req, res, 413, "Request entity too large");
      return;
    }
    next();
  };
}

/**
 * TRUST_PROXY: unset = no proxy (a client's X-Forwarded-For is ignored, so the sign-in limit cannot be dodged);
 * "true" = exactly one proxy in front; a number = that many hops; otherwise Express's list syntax
 * ("loopback", "10.0.0.0/8, 127.0.0.1").
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (!value || value === "false") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export async function startConsoleServer(options: ConsoleServerOptions): Promise<http.Server> {
  const buildUrl = pathToFileURL(path.join(options.root, "build", "index.js")).href;
  const build = (await import(buildUrl)) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
  // Operations (issue 37): a request id, a log line and metrics for every request; health, readiness and metrics.
  app.use(requestContext(routeLabeller(build, (pathname) => publicFiles.has(pathname))));
  const buildDir = path.join(options.root, "public", "build");
  app.use("/build", serveBuild(buildDir));
  app.use(defaultNoStore);
  app.use(securityHeaders);
  app.use(operationsEndpoints({ metricsToken: options.metricsToken }));
  const compress = compression();
  // An event stream is never compressed (Cache-Control: no-transform): such a request skips the middleware's
  // per-response wrappers, which would otherwise live as long as the stream.
  app.use((req, res, next) => (acceptsEventStream(req.get("Accept")) ? next() : compress(req, res, next)));
  // Only the public folder's own files (favicon, logos, static pages) are looked up on disk: every other path is a
  // page, and a file-system lookup for each page request was 2–3% of the server's time (issue 13).
  const publicDir = path.join(options.root, "public");
  const publicFiles = new Set(fs.readdirSync(publicDir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => `/${entry.name}`));
  const servePublic = express.static(publicDir, { maxAge: "1h", index: false });
  app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));
  // An oversized body is refused first, whoever sends it: answering it is what must not wait for the body.
  app.use(bodyLimit(options.maxBodyBytes ?? 12 * 1024 * 1024));
  app.use(sameOriginWrites);
  const handleRemix = remixHandler(build, (req, res) => ({
    cspNonce: res.locals.cspNonce,
    // req.ip is the socket's address unless TRUST_PROXY names the proxies whose X-Forwarded-For to believe.
    clientAddress: req.ip ?? req.socket.remoteAddress ?? "",
    // The raw response, for a route that streams on it itself (live messages, app/live/stream.server.ts).
    connection: res,
  }));
  // One scope per request: its loaders share the signed-in user and the session read (app/request-scope.server.ts).
  app.all("*", (req, res, next) => runInRequestScope(() => handleRemix(req, res, next), res.locals.requestInfo));
  const server = http.createServer(app);
  // A request must arrive whole in time (slow-body clients, hostile #35): headers within 20 s, the body (12 MB at
  // low bandwidth) within 5 minutes. Responses (live streams) are not limited by these.
  server.headersTimeout = 20 * 1000;
  server.requestTimeout = 5 * 60 * 1000;
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? "0.0.0.0", resolve));
  return server;
}
