/**
 * The console's logger (issue 37): pino, one JSON object per line on stdout, at LOG_LEVEL (default info). Secret
 * fields are replaced by name (app/lib/redaction.ts) and errors' messages and stacks cleaned of tokens and phone
 * numbers. With NODE_ENV=development (and pino-pretty installed, a devDependency) the lines are printed for people.
 * On globalThis: the server and the app bundle each load their own copy of this module and share one logger.
 */
import { createRequire } from "node:module";
import pino, { type Logger } from "pino";
import { redactFields, redactText } from "./lib/redaction";
import { currentRequest } from "./request-scope.server";

const LEVELS = new Set(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/** LOG_LEVEL when it names a pino level, else info. */
export function logLevel(value = process.env.LOG_LEVEL): string {
  const level = value?.trim().toLowerCase();
  return level && LEVELS.has(level) ? level : "info";
}

/** An error for the log: type, message and stack (cleaned), and the platform's status and kind when it has them. */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) {
    let text: string;
    try {
      text = typeof error === "object" && error !== null ? JSON.stringify(error).slice(0, 1000) : String(error);
    } catch {
      text = String(error);
    }
    return { message: redactText(text) };
  }
  const base = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { type: base.type, message: redactText(String(base.message ?? "")) };
  if (typeof base.stack === "string") out.stack = redactText(base.stack);
  for (const key of ["kind", "status", "code"] as const) if (key in error) out[key] = (error as unknown as Record<string, unknown>)[key];
  return out;
}

function prettyTransport(): pino.TransportSingleOptions | undefined {
  if (process.env.NODE_ENV !== "development") return undefined;
  try {
    createRequire(import.meta.url).resolve("pino-pretty");
    return { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" } };
  } catch {
    return undefined; // installed without devDependencies: JSON lines
  }
}

export function createLogger(destination?: pino.DestinationStream): Logger {
  const transport = destination ? undefined : prettyTransport();
  const options: pino.LoggerOptions = {
    level: logLevel(),
    base: { pid: process.pid },
    // Secret fields by name, on every line (app/lib/redaction.ts); a child's bindings below.
    formatters: { log: redactFields },
    serializers: { err: serializeError, error: serializeError },
    timestamp: pino.stdTimeFunctions.isoTime,
    ...(transport ? { transport } : {}),
  };
  const logger = destination ? pino(options, destination) : pino(options);
  // pino's formatters never see a child's bindings: they are cleaned on the way in. A child is made from its parent
  // (Object.create), so children of children come through here too.
  const makeChild = logger.child as unknown as (this: Logger, bindings: pino.Bindings, options?: pino.ChildLoggerOptions) => Logger;
  logger.child = function (this: Logger, bindings: pino.Bindings, childOptions?: pino.ChildLoggerOptions) {
    return makeChild.call(this, redactFields(bindings), childOptions);
  } as unknown as Logger["child"];
  return logger;
}

const KEY = Symbol.for("aed-console.logger");
const holder = globalThis as typeof globalThis & { [KEY]?: Logger };

/** The process's logger. */
export const log: Logger = (holder[KEY] ??= createLogger());

/**
 * An error logged once, with its stack and the id of the request it happened in (which the error page shows, so a
 * user can quote it).
 */
export function logError(error: unknown, message: string, fields: Record<string, unknown> = {}): void {
  const reqId = currentRequest()?.id;
  log.error({ ...fields, ...(reqId ? { reqId } : {}), err: error }, message);
}
