// The embedded platform sandbox: a node:http server answering /api/v1/… like the real platform,
// backed by SQLite and seeded deterministically, with test controls under /__sandbox.
import http from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import Database from "better-sqlite3";
import { accountRoutes } from "./account.js";
import { Captcha, DEFAULT_TTL, Tokens, loadKeys } from "./auth.js";
import { certificateRoutes } from "./certificates.js";
import { deviceDetailRoutes } from "./device-detail.js";
import { deviceListRoutes } from "./device-routes.js";
import { type Call, Faults, controlRoutes, faultReply } from "./faults.js";
import { firmwareRoutes } from "./firmware.js";
import {
  type Caller,
  type Ctx,
  HttpError,
  type Reply,
  type Route,
  Router,
  errorReply,
  forbidden,
  readForm,
  readJson,
  unauthorized,
  writeReply,
} from "./http.js";
import { localeOf } from "./i18n.js";
import { LiveFeed, liveControlRoutes } from "./live.js";
import { roleHolds } from "./menus.js";
import { messageRoutes } from "./messages.js";
import { notificationRoutes } from "./notifications.js";
import { peripheralRoutes } from "./peripherals.js";
import { statisticsRoutes } from "./statistics.js";
import { createSchema, dropOutdatedSchema, isEmpty, seed, seedWithImage } from "./seed.js";
import { areas } from "./areas.js";
import { tableRoutes } from "./table.js";
import { SmsCodes } from "./sms-codes.js";
import { recordLiveHelpCall } from "./solutions.js";
import type { Services } from "./services.js";

export interface SandboxOptions {
  /** SQLite file path, or ":memory:". */
  dbPath: string;
  /** Enables the /__sandbox control endpoints (except public-key, which is always served). */
  faults?: boolean;
  /** Delay added before every /api response. */
  latencyMs?: number;
  /** Milliseconds between the live feed's generated messages (0: only on demand). Default 10000. */
  liveIntervalMs?: number;
  /** Reset restores a copy of the first seed instead of seeding again (tests: milliseconds, not seconds). */
  resetFromImage?: boolean;
}

export interface Sandbox {
  server: http.Server;
  publicKeyPem: string;
  reset(): void;
  close(): Promise<void>;
}

export function createSandbox(opts: SandboxOptions): Sandbox {
  const db = new Database(opts.dbPath);
  if (opts.dbPath !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  dropOutdatedSchema(db);
  createSchema(db);
  const keys = loadKeys(db);
  let restoreSeed: (() => void) | undefined;
  if (isEmpty(db)) {
    if (opts.resetFromImage) restoreSeed = seedWithImage(db);
    else seed(db);
  }

  const live = new LiveFeed(db, {
    intervalMs: opts.liveIntervalMs ?? (Number(process.env.SANDBOX_LIVE_INTERVAL_MS ?? 10_000) || 0),
    onHelpCall: recordLiveHelpCall,
  });
  const svc: Services = { db, keys, tokens: new Tokens(db, keys.jwtSecret), captcha: new Captcha(), smsCodes: new SmsCodes(), live };
  const faults = new Faults();

  function reset(): void {
    faults.clear();
    faults.clearAllCalls();
    svc.captcha.clear();
    svc.smsCodes.reset();
    svc.tokens.ttl = { ...DEFAULT_TTL };
    if (!opts.resetFromImage) seed(db);
    else if (restoreSeed) restoreSeed();
    else restoreSeed = seedWithImage(db);
  }

  const api = new Router([
    ...accountRoutes(svc),
    ...notificationRoutes(svc),
    ...messageRoutes(svc),
    ...firmwareRoutes(svc),
    ...certificateRoutes(svc),
    ...peripheralRoutes(svc),
    ...deviceListRoutes(svc),
    ...deviceDetailRoutes(svc),
    ...statisticsRoutes(svc),
    ...areas.flatMap((area) => [...(area.tables ?? []).flatMap((table) => tableRoutes(db, table)), ...(area.routes?.(svc) ?? [])]),
  ]);
  const control = new Router([
    ...controlRoutes(svc, faults, reset, !opts.faults, (ms) => outage(ms)),
    ...(opts.faults ? liveControlRoutes(live) : []),
  ]);
  const findCaller = db.prepare("SELECT id, username, roleMark, active, visitor FROM accounts WHERE id = ?");
  /** A visitor account reads; it never writes (§6 "users can be visitors"). */
  const READS = new Set(["query", "get", "search"]);

  function authorize(authorization: string | undefined, access: Exclude<Route["access"], "public">): Caller {
    const { accountId, sid } = svc.tokens.authenticate(authorization);
    const account = findCaller.get(accountId) as (Omit<Caller, "sid"> & { active: number; visitor: number }) | undefined;
    if (!account || account.active !== 1) throw unauthorized("auth.invalid");
    if (access !== "bearer") {
      const held = (typeof access === "string" ? [access] : access).filter((grant) => roleHolds(db, account.roleMark, grant));
      if (!held.length) throw forbidden();
      if (account.visitor === 1 && !held.some((grant) => READS.has(grant.slice(grant.lastIndexOf(".") + 1)))) throw forbidden();
    }
    return { id: account.id, username: account.username, roleMark: account.roleMark, sid };
  }

  /** The username behind a bearer token, if it is a valid one (a fault rule may apply to one account only). */
  function callerName(authorization: string | undefined): string | undefined {
    try {
      return (findCaller.get(svc.tokens.authenticate(authorization).accountId) as { username: string } | undefined)?.username;
    } catch {
      return undefined;
    }
  }

  async function dispatch(router: Router, ctx: Ctx, method: string, call?: Call): Promise<Reply> {
    const match = router.match(method, ctx.url.pathname);
    if (match === undefined) throw new HttpError(404, { key: "route.notFound" });
    if (match === "method-not-allowed") throw new HttpError(405, { key: "route.method" });
    const { route, params } = match;
    ctx.params = params;
    if (route.access === "public") return route.handle(ctx);
    const caller = authorize(ctx.req.headers.authorization, route.access);
    if (call) faults.attribute(call, caller.username);
    return route.handle({ ...ctx, caller });
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://sandbox.local");
    const locale = localeOf(req.headers["accept-language"]);
    const isControl = url.pathname.startsWith("/__sandbox/");
    let call: Call | undefined;
    try {
      if (!isControl) {
        const requestId = req.headers["x-request-id"];
        call = faults.record(method, url, typeof requestId === "string" ? requestId : undefined);
        const rule = opts.faults ? faults.take(method, url.pathname, faults.scoped ? callerName(req.headers.authorization) : undefined) : undefined;
        if (rule?.latencyMs) await delay(rule.latencyMs);
        if (rule?.dropConnection) {
          req.socket.destroy();
          return;
        }
        if (rule && Faults.answers(rule)) {
          writeReply(res, faultReply(rule));
          return;
        }
        if (opts.latencyMs) await delay(opts.latencyMs);
      }
      const ctx: Ctx = {
        req,
        url,
        query: url.searchParams,
        params: {},
        locale,
        readJson: async () => {
          const body = await readJson(req);
          if (call) call.bodyFields = Array.isArray(body) ? [] : Object.keys(body);
          return body;
        },
        readForm: async (limit) => {
          const form = await readForm(req, limit);
          if (call) call.bodyFields = [...new Set(form.keys())];
          return form;
        },
      };
      writeReply(res, await dispatch(isControl ? control : api, ctx, method, call));
    } catch (error) {
      if (res.headersSent || res.destroyed) return;
      if (!(error instanceof HttpError)) console.error("[sandbox]", method, url.pathname, error);
      writeReply(res, errorReply(error instanceof HttpError ? error : new HttpError(500, { key: "server.error" }), locale));
    }
  }

  const server = http.createServer((req, res) => void handle(req, res));
  // Clients (the console's fetch, the tests') keep idle connections ~4 s and reuse them. With Node's 5 s default
  // the server could close one just as a loaded client sent on it (ECONNRESET, seen in CI on 2 busy cores):
  // idle connections outlive the clients' own timeout by far instead.
  server.keepAliveTimeout = 65_000;
  live.attach(server);

  /** Test knob: refuse connections for `ms` (the answer to the request asking for it goes out first). */
  function outage(ms: number): void {
    const address = server.address();
    if (address === null || typeof address === "string") return;
    setTimeout(() => {
      live.drop(ms);
      server.close();
      server.closeAllConnections();
      setTimeout(() => server.listen(address.port, address.address), ms).unref();
    }, 50).unref();
  }

  function close(): Promise<void> {
    return new Promise((resolve) => {
      // During an outage the server is not listening: close() then calls back at once with an error.
      live.close();
      server.close(() => {
        if (db.open) db.close();
        resolve();
      });
      server.closeAllConnections();
    });
  }

  return { server, publicKeyPem: keys.publicKeyPem, reset, close };
}
