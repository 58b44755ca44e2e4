// Test controls under /__sandbox: injected faults, the call log, token lifetimes, reset, public key.
import type { Services } from "./services.js";
import { hashPassword } from "./auth.js";
import { type Reply, type Route, HttpError, badRequest, noContent, result } from "./http.js";
import { nowString } from "./time.js";

const MAX_CALL_LOG = 10_000;

export interface FaultRule {
  path: RegExp;
  method?: string;
  status?: number;
  latencyMs?: number;
  body?: string;
  contentType?: string;
  /** Remaining uses; undefined = unlimited. */
  times?: number;
  dropConnection?: boolean;
  /** Only the calls of this account (by username): a test on its own account sets faults while other tests run. */
  caller?: string;
}

export interface Call {
  method: string;
  path: string;
  at: string;
  /** Names of the query parameters and of the body's fields, so tests can prove what was (not) forwarded. */
  queryKeys: string[];
  bodyFields?: string[];
  /** The signed-in account that made the call (set once its token is read). */
  caller?: string;
  /** The console's X-Request-Id, which it sends on every call (issue 37). */
  requestId?: string;
}

/** Accounts whose calls are kept apart, and calls kept per account: bounded like the log. */
const MAX_CALLERS = 1_000;

export class Faults {
  private rules: FaultRule[] = [];
  private callLog: Call[] = [];
  /**
   * The calls of each account, apart from the log: a test on its own account reads its own calls while other tests
   * run (the shared log fills up and may be cleared by an exclusive test), so it needs not run alone.
   */
  private byCaller = new Map<string, Call[]>();

  add(rule: FaultRule): void {
    this.rules.push(rule);
  }

  /** Every rule, or only those of one account. */
  clear(caller?: string): void {
    this.rules = caller === undefined ? [] : this.rules.filter((rule) => rule.caller !== caller);
  }

  /** Some rule applies to one account only: the caller must be known before a call is answered. */
  get scoped(): boolean {
    return this.rules.some((rule) => rule.caller !== undefined);
  }

  /** First matching rule (for everyone, or for the calling account), used up by one. */
  take(method: string, pathname: string, caller?: string): FaultRule | undefined {
    const rule = this.rules.find((r) => r.path.test(pathname) && (!r.method || r.method === method) && (r.caller === undefined || r.caller === caller));
    if (rule?.times !== undefined && --rule.times <= 0) this.rules.splice(this.rules.indexOf(rule), 1);
    return rule;
  }

  /** Bounded, so a long-running sandbox without resets cannot grow without limit. */
  record(method: string, url: URL, requestId?: string): Call {
    const call: Call = { method, path: url.pathname, at: new Date().toISOString(), queryKeys: [...new Set(url.searchParams.keys())], ...(requestId ? { requestId } : {}) };
    if (this.callLog.length < MAX_CALL_LOG) this.callLog.push(call);
    return call;
  }

  /** Files a call under the account that made it. */
  attribute(call: Call, username: string): void {
    call.caller = username;
    let calls = this.byCaller.get(username);
    if (!calls) {
      if (this.byCaller.size >= MAX_CALLERS) this.byCaller.delete(this.byCaller.keys().next().value!);
      calls = [];
      this.byCaller.set(username, calls);
    }
    if (calls.length < MAX_CALL_LOG) calls.push(call);
  }

  get calls(): readonly Call[] {
    return this.callLog;
  }

  callsOf(username: string): readonly Call[] {
    return this.byCaller.get(username) ?? [];
  }

  /** Clears the log; the calls kept per account stay (a test reading its own account's calls is not disturbed). */
  clearCalls(): void {
    this.callLog = [];
  }

  /** Everything: the log and the calls per account (a sandbox reset). */
  clearAllCalls(): void {
    this.callLog = [];
    this.byCaller.clear();
  }

  /** A rule that only delays lets the request continue to its real handler. */
  static answers(rule: FaultRule): boolean {
    return rule.status !== undefined || rule.body !== undefined;
  }
}

const optionalNumber = (value: unknown, name: string, min: number, max: number): number | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw badRequest("field.invalid", { field: name });
  }
  return value;
};

const optionalString = (value: unknown, name: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw badRequest("field.invalid", { field: name });
  return value;
};

function parseRule(body: Record<string, unknown>): FaultRule {
  const source = optionalString(body.path, "path");
  let path: RegExp;
  try {
    path = new RegExp(source ?? "");
  } catch {
    throw badRequest("field.invalid", { field: "path" });
  }
  if (source === undefined) throw badRequest("field.invalid", { field: "path" });
  return {
    path,
    method: optionalString(body.method, "method")?.toUpperCase(),
    status: optionalNumber(body.status, "status", 100, 599),
    latencyMs: optionalNumber(body.latencyMs, "latencyMs", 0, 600_000),
    body: optionalString(body.body, "body"),
    contentType: optionalString(body.contentType, "contentType"),
    times: optionalNumber(body.times, "times", 1, 1_000_000),
    dropConnection: body.dropConnection === true,
    caller: optionalString(body.caller, "caller"),
  };
}

export function faultReply(rule: FaultRule): Reply {
  const status = rule.status ?? 500;
  if (rule.body === undefined) {
    return { status, body: { title: "Injected fault", status, message: "error.injected" } };
  }
  return { status, body: rule.body, headers: { "Content-Type": rule.contentType ?? "application/json; charset=utf-8" } };
}

const TEST_USERNAME = /^[A-Za-z0-9_.-]{1,60}$/;

/**
 * Test-only: a fresh account with the role of an existing one (`roleOf`), so a browser test that changes an
 * account for good (forced password change, logout, ...) works on its own and parallel tests never collide.
 */
function createTestAccount(svc: Services, body: Record<string, unknown>): { id: number; username: string; roleMark: string } {
  const username = optionalString(body.username, "username");
  const password = optionalString(body.password, "password");
  const roleOf = optionalString(body.roleOf, "roleOf");
  if (username === undefined || !TEST_USERNAME.test(username)) throw badRequest("field.invalid", { field: "username" });
  if (password === undefined || password.length === 0 || password.length > 200) throw badRequest("field.invalid", { field: "password" });
  if (roleOf === undefined) throw badRequest("field.invalid", { field: "roleOf" });
  if (body.initPasswordFlag !== undefined && typeof body.initPasswordFlag !== "boolean") {
    throw badRequest("field.invalid", { field: "initPasswordFlag" });
  }
  const phone = optionalString(body.phoneNumber, "phoneNumber");
  if (phone !== undefined && !/^1\d{10}$/.test(phone)) throw badRequest("field.invalid", { field: "phoneNumber" });
  const model = svc.db.prepare("SELECT roleMark FROM accounts WHERE username = ?").get(roleOf) as { roleMark: string } | undefined;
  if (!model) throw badRequest("field.invalid", { field: "roleOf" });
  if (svc.db.prepare("SELECT 1 FROM accounts WHERE username = ?").get(username)) {
    throw new HttpError(409, { key: "username.exists" });
  }
  const { lastInsertRowid } = svc.db
    .prepare(
      `INSERT INTO accounts (username, passwordHash, name, phoneNumber, roleMark, initPasswordFlag, createdDate)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(username, hashPassword(password), username, phone ?? null, model.roleMark, body.initPasswordFlag === true ? 1 : 0, nowString());
  return { id: Number(lastInsertRowid), username, roleMark: model.roleMark };
}

/**
 * Routes of the control surface. publicKeyOnly: faults are off, only the key is served. `outage(ms)` stops
 * listening for that long, so callers meet a refused connection (an upstream that is down), then comes back.
 */
export function controlRoutes(
  svc: Services,
  faults: Faults,
  reset: () => void,
  publicKeyOnly: boolean,
  outage: (ms: number) => void,
): Route[] {
  const publicKey: Route = {
    method: "GET", path: "/__sandbox/public-key", access: "public",
    handle: () => ({ body: svc.keys.publicKeyPem, headers: { "Content-Type": "application/x-pem-file" } }),
  };
  if (publicKeyOnly) return [publicKey];
  return [
    publicKey,
    {
      method: "POST", path: "/__sandbox/faults", access: "public",
      handle: async (ctx) => {
        faults.add(parseRule(await ctx.readJson()));
        return result(true, 201);
      },
    },
    {
      // ?caller=<username>: only that account's rules.
      method: "DELETE", path: "/__sandbox/faults", access: "public",
      handle: (ctx) => {
        faults.clear(ctx.query.get("caller") ?? undefined);
        return noContent();
      },
    },
    {
      method: "POST", path: "/__sandbox/outage", access: "public",
      handle: async (ctx) => {
        const ms = optionalNumber((await ctx.readJson()).ms, "ms", 1, 600_000);
        if (ms === undefined) throw badRequest("field.invalid", { field: "ms" });
        outage(ms);
        return result({ ms }, 202);
      },
    },
    {
      method: "POST", path: "/__sandbox/reset", access: "public",
      handle: () => {
        reset();
        return noContent();
      },
    },
    {
      method: "POST", path: "/__sandbox/token-ttl", access: "public",
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const ttl = svc.tokens.ttl;
        ttl.idTokenSeconds = optionalNumber(body.idTokenSeconds, "idTokenSeconds", 1, 10 ** 8) ?? ttl.idTokenSeconds;
        ttl.refreshTokenSeconds = optionalNumber(body.refreshTokenSeconds, "refreshTokenSeconds", 1, 10 ** 8) ?? ttl.refreshTokenSeconds;
        return result({ ...ttl });
      },
    },
    {
      method: "POST", path: "/__sandbox/accounts", access: "public",
      handle: async (ctx) => result(createTestAccount(svc, await ctx.readJson()), 201),
    },
    {
      // ?caller=<username>: only that account's calls (kept apart from the log, see Faults.attribute).
      method: "GET", path: "/__sandbox/calls", access: "public",
      handle: (ctx) => {
        const caller = ctx.query.get("caller");
        return { body: { calls: caller === null ? faults.calls : faults.callsOf(caller) } };
      },
    },
    {
      method: "DELETE", path: "/__sandbox/calls", access: "public",
      handle: () => {
        faults.clearCalls();
        return noContent();
      },
    },
  ];
}
