import fs from "node:fs";
import path from "node:path";

/** Every configuration variable of the console, read once. README lists them. */
function numberFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function readPublicKey(): string | null {
  if (process.env.PLATFORM_PUBLIC_KEY) return process.env.PLATFORM_PUBLIC_KEY.replace(/\\n/g, "\n");
  const file = process.env.PLATFORM_PUBLIC_KEY_FILE;
  return file && fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
}

export const config = {
  /** Base of the platform API, ending in /api (the sandbox's when the launcher started one). */
  platformApiUrl: (process.env.PLATFORM_API_URL ?? "http://127.0.0.1:3001/api").replace(/\/+$/, ""),
  /** RSA public key (PEM) the platform decrypts passwords with. */
  get platformPublicKey() {
    return readPublicKey();
  },
  requestTimeoutMs: numberFromEnv("PLATFORM_TIMEOUT_MS", 300_000),
  longRequestTimeoutMs: numberFromEnv("PLATFORM_LONG_TIMEOUT_MS", 600_000),
  dataDir: path.resolve(process.env.CONSOLE_DATA_DIR ?? "data"),
  sessionDbPath: process.env.CONSOLE_SESSION_DB ?? "",
  cookieSecure: process.env.COOKIE_SECURE ? process.env.COOKIE_SECURE === "true" : process.env.NODE_ENV === "production",
  sessionSecrets: (process.env.SESSION_SECRET ?? "").split(",").map((s) => s.trim()).filter(Boolean),
  /** Largest request body an action accepts (uploads are 10 MB plus form overhead). */
  maxBodyBytes: numberFromEnv("MAX_BODY_BYTES", 12 * 1024 * 1024),
  /**
   * Redis for state shared by several console processes (sessions, sign-in limits, the token-refresh lock).
   * Unset: one process, sessions in the SQLite file above and the rest in memory.
   */
  redisUrl: process.env.REDIS_URL ?? "",
  /** The longest a Redis command may take before the page answers 503 (Redis down or slow). */
  redisTimeoutMs: numberFromEnv("REDIS_TIMEOUT_MS", 1000),
  loginRateLimitPerMinute: numberFromEnv("LOGIN_RATE_LIMIT", 10),
  /**
   * SMS codes the console asks the platform to send (register, recover, SMS sign-in, phone change), per client
   * address in a window, and for everyone together per minute; accounts registered per client address in a window
   * (hostile #42). The platform limits per phone number; these limit per client.
   */
  smsCodeLimit: numberFromEnv("SMS_CODE_LIMIT", 5),
  smsCodeWindowMs: numberFromEnv("SMS_CODE_WINDOW_MINUTES", 10) * 60_000,
  smsCodeGlobalPerMinute: numberFromEnv("SMS_CODE_GLOBAL_LIMIT", 60),
  registerLimit: numberFromEnv("REGISTER_LIMIT", 3),
  registerWindowMs: numberFromEnv("REGISTER_WINDOW_MINUTES", 60) * 60_000,
  /** A session nobody used for this long is signed out (hostile #30). */
  sessionIdleMs: numberFromEnv("SESSION_IDLE_MINUTES", 120) * 60_000,
  /** The platform's live-message socket (spec §7); by default the sandbox's, next to the API. */
  get liveUrl() {
    return process.env.PLATFORM_LIVE_URL || `${this.platformApiUrl.replace(/^http/, "ws")}/v1/live-messages/socket`;
  },
  /** SSE: heartbeat comment (and session check) interval, and the most a client may have waiting before it is dropped. */
  liveHeartbeatMs: numberFromEnv("LIVE_SSE_HEARTBEAT_MS", 15_000),
  liveClientQueueBytes: numberFromEnv("LIVE_SSE_QUEUE_BYTES", 64 * 1024),
  /**
   * WeChat's QR sign-in page (OAuth "qrconnect"); the console adds appid, redirect_uri, state. With the embedded
   * sandbox it is the console's own simulated scan (/user/wechat-sandbox); unset with a real platform: no WeChat.
   */
  weChatAuthorizeUrl: process.env.WECHAT_AUTHORIZE_URL ?? "",
  weChatAppId: process.env.WECHAT_APP_ID ?? "",
  /**
   * Memory (MB) for pages' HTML kept to answer the same page drawn from the same data again without drawing it
   * (app/page-reuse.server.ts); 0 draws every page.
   */
  pageReuseMb: process.env.PAGE_REUSE_MB === "0" ? 0 : numberFromEnv("PAGE_REUSE_MB", 32),
  version: "3.4.1",
};
