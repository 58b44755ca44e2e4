/**
 * What operators get from a console process (issue 37): a request id and one JSON log line per request, request
 * metrics, /healthz and /readyz, and the Prometheus metrics (on their own port, or behind a bearer token).
 * server/console.ts puts these in front of everything else; server/start.ts runs the stop.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";
import { createRequire } from "node:module";
import type { AgnosticRouteMatch, AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, Response } from "express";
import { log } from "../app/log.server";
import { statusClass } from "../app/lib/metric-labels";
import { redactUrl } from "../app/lib/redaction";
import { acceptRequestId, newRequestId, REQUEST_ID_HEADER } from "../app/lib/request-id";
import { metrics } from "../app/metrics.server";
import { isStopping, readinessChecks, reports } from "../app/process-hooks.server";
import type { RequestInfo } from "../app/request-scope.server";
import { createReadiness } from "./readiness";

/** Paths answered here, before Remix: outside the sign-in limits, sessions and the page cache. */
export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";
export const METRICS_PATH = "/metrics";

// React Router's CommonJS build, the one server/patches/route-matching.ts gave a match cache.
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: (routes: AgnosticRouteObject[], location: string) => AgnosticRouteMatch[] | null };

/** The build's routes as a tree, for matching a path to its route id (a bounded metric label). */
export function routeTree(routes: ServerBuild["routes"]): AgnosticRouteObject[] {
  const children = new Map<string | undefined, ServerBuild["routes"][string][]>();
  for (const route of Object.values(routes)) {
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): AgnosticRouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) },
    );
  return build(undefined);
}

/**
 * The label of a request: "static" and "public" for files, the operator paths by name, else the route id Remix
 * answers it with (a data request names its route in ?_data=), "unmatched" when no route does.
 */
export function routeLabeller(build: ServerBuild, isPublicFile: (pathname: string) => boolean) {
  const tree = routeTree(build.routes);
  return (req: Request): string => {
    const path = requestPath(req);
    if (path === HEALTH_PATH || path === READY_PATH || path === METRICS_PATH) return path.slice(1);
    if (path.startsWith("/build/")) return "static";
    if (isPublicFile(path)) return "public";
    const data = req.query._data;
    if (typeof data === "string" && Object.hasOwn(build.routes, data)) return data;
    let matches: AgnosticRouteMatch[] | null = null;
    try {
      matches = matchRoutes(tree, path);
    } catch {
      /* a path the router cannot read */
    }
    const id = matches?.at(-1)?.route.id;
    return id ? metrics.labels.route.of(id) : "unmatched";
  };
}

/**
 * Operator paths polled every few seconds, and the build's files (a page loads ~40, each its own request): their
 * lines are debug, so the info log stays one line per page, form or call a person made. Their metrics stay.
 */
const QUIET = new Set([HEALTH_PATH, READY_PATH, METRICS_PATH]);
/** Debug, not info: an operator poll, or a build file answered (a build file that fails is still an error line). */
/**
 * The request's path as the client sent it. `req.path` is relative to the router it is in: inside the build files'
 * `app.use("/build", …)` it reads "/_shared/chunk-….js", and a response finished there is logged from there (the
 * build's files were labelled as the catch-all route and logged at info, one line per script).
 */
export function requestPath(req: Request): string {
  return (req.baseUrl ?? "") + req.path;
}

const isQuiet = (pathname: string, status: number) => QUIET.has(pathname) || (pathname.startsWith("/build/") && status < 500);

/**
 * The request's id (the proxy's, when the proxy is trusted and its id well formed; else a new one), returned in
 * X-Request-Id; its record for the log (the app adds the account and the platform calls); and, once the answer is
 * complete or the client gone, one log line and the request duration metric.
 */
export function requestContext(labelOf: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    // Only a trusted proxy may name the request (TRUST_PROXY): a client cannot pick ids that are not its own.
    const trusted = (req.app.get("trust proxy fn") as (address: string, hop: number) => boolean)(req.socket.remoteAddress ?? "", 0);
    const id = (trusted && acceptRequestId(req.headers["x-request-id"])) || newRequestId();
    res.setHeader(REQUEST_ID_HEADER, id);
    const info: RequestInfo = { id, calls: [] };
    res.locals.requestInfo = info;
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      info.done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.headersSent ? res.statusCode : 0;
      const route = labelOf(req);
      metrics.httpDuration.observe({ route, method: req.method, status_class: statusClass(status) }, seconds);
      const line = {
        reqId: id,
        route,
        method: req.method,
        url: redactUrl(req.originalUrl),
        status: status || null,
        ms: Math.round(seconds * 10_000) / 10,
        client: req.ip,
        accountId: info.accountId ?? null,
        ...(info.calls.length ? { platform: info.calls } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (isQuiet(requestPath(req), status)) log.debug(line, "request");
      else if (status >= 500) log.error(line, "request");
      else log.info(line, "request");
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  };
}

/** Whether `header` carries the bearer token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim();
  if (!given) return false;
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

async function answerMetrics(authorization: string | undefined, token: string | undefined): Promise<{ status: number; type: string; body: string; headers?: Record<string, string> }> {
  if (token && !bearerMatches(authorization, token)) return { status: 401, type: "text/plain; charset=utf-8", body: "Bearer token required\n", headers: { "WWW-Authenticate": 'Bearer realm="metrics"' } };
  return { status: 200, type: metrics.registry.contentType, body: await metrics.registry.metrics() };
}

export interface OperationsOptions {
  /** METRICS_TOKEN: /metrics on the public port with this bearer token (and required on METRICS_PORT too). */
  metricsToken?: string;
}

/** /healthz, /readyz and (with a token) /metrics, answered before anything else reads the request. */
export function operationsEndpoints(options: OperationsOptions = {}) {
  const readiness = createReadiness({ checks: readinessChecks, reports, stopping: isStopping });
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      if (req.path === HEALTH_PATH) {
        // Liveness: the process answers; nothing else is asked.
        res.status(200).set("Cache-Control", "no-store").json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) });
        return;
      }
      if (req.path === READY_PATH) {
        const answer = await readiness();
        res.status(answer.status === "ready" ? 200 : 503).set("Cache-Control", "no-store").json(answer);
        return;
      }
      if (req.path === METRICS_PATH && options.metricsToken) {
        const answer = await answerMetrics(req.get("Authorization"), options.metricsToken);
        // setHeader, not Express's set: the exposition's content type goes out exactly as prom-client wrote it.
        for (const [name, value] of Object.entries({ "Content-Type": answer.type, "Cache-Control": "no-store", ...answer.headers })) res.setHeader(name, value);
        res.status(answer.status).end(req.method === "HEAD" ? undefined : answer.body);
        return;
      }
    } catch (error) {
      next(error);
      return;
    }
    next();
  };
}

/** METRICS_PORT: the metrics on a port of their own (keep it private, or set METRICS_TOKEN too). */
export async function startMetricsServer(port: number, host: string | undefined, token: string | undefined): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?", 1)[0];
    if (path !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    answerMetrics(req.headers.authorization, token).then(
      (answer) => res.writeHead(answer.status, { "Content-Type": answer.type, "Cache-Control": "no-store", ...answer.headers }).end(req.method === "HEAD" ? undefined : answer.body),
      (error: unknown) => {
        log.error({ err: error }, "metrics failed");
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, host ?? "0.0.0.0", () => resolve()));
  return server;
}
