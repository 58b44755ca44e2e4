// Browser tests of the console: every spec runs twice, with JavaScript (hydrated Remix) and without it
// (plain HTML forms and links), against the real server and its embedded platform sandbox.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./support/browser";
import { ARTIFACTS, CONSOLE_PORT, CONSOLE_URL, PLATFORM_TIMEOUT_MS, SANDBOX_PORT } from "./e2e/env";

/** The tag of tests that run alone (see the last two projects and the `exclusive` fixture option). */
const ALONE = /@alone/;
/**
 * Tests of one mode only (a server answer checked once, without JavaScript; hydration, with it) are tagged and left out
 * of the other mode's projects: skipped from inside the test, each set up its page and session first (~1.3 s each).
 */
const JS_ONLY = /@js-only/;
const NO_JS_ONLY = /@no-js-only/;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    // Debian's headless shell when installed, else its full Chromium (tests/support/browser.ts, ADR 064).
    executablePath: findChromium() ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  },
};

export default defineConfig({
  testDir: "./e2e",
  outputDir: path.join(ARTIFACTS, "test-results"),
  globalSetup: "./e2e/global-setup.ts",
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: CONSOLE_URL,
    locale: "zh-CN",
    timezoneId: "Asia/Shanghai",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // Recording a trace for every test (to keep a failure's) cost 28 % of the browser tests' time on 2 cores (system,
    // account, keyboard and devices specs: 3.6 → 2.6 and 2.9 → 2.1 min). A failure keeps its screenshot; to keep traces
    // too, run `npx playwright test -c tests/playwright.config.ts --trace retain-on-failure <spec>`.
    trace: process.env.CI ? "on-first-retry" : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    // The two walks over the whole console (walk.spec.ts: one with JavaScript, one without, each setting up its own
    // browser contexts) are the longest tests by far: they start first, one on each worker, so that no worker is left
    // with one of them at the end of the run (files run in the order of the projects, then by name).
    { name: "walk", testMatch: /\/walk\.spec\.ts$/, use: { ...chromium } },
    { name: "js", testIgnore: /\/walk\.spec\.ts$/, grepInvert: [ALONE, NO_JS_ONLY], use: { ...chromium, javaScriptEnabled: true } },
    { name: "no-js", testIgnore: /\/walk\.spec\.ts$/, grepInvert: [ALONE, JS_ONLY], use: { ...chromium, javaScriptEnabled: false } },
    // Tests that run alone (tagged @alone: the `exclusive` option, or a lock of their own for their own processes)
    // come last, one after the other. Spread among the others, each waited for the other worker's test in flight to
    // end first, leaving that worker idle meanwhile; together they leave it idle once.
    { name: "js-alone", testIgnore: /\/walk\.spec\.ts$/, grep: ALONE, grepInvert: NO_JS_ONLY, use: { ...chromium, javaScriptEnabled: true } },
    { name: "no-js-alone", testIgnore: /\/walk\.spec\.ts$/, grep: ALONE, grepInvert: JS_ONLY, use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: {
    command: "npx tsx server/start.ts",
    cwd: root,
    url: `${CONSOLE_URL}/user/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 12_000 },
    env: {
      NODE_ENV: "production",
      // Always the embedded sandbox, whatever the shell exports.
      PLATFORM_API_URL: "",
      COOKIE_SECURE: "false",
      MAX_BODY_BYTES: "",
      PORT: String(CONSOLE_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DB: ":memory:",
      SANDBOX_FAULTS: "1",
      SANDBOX_LATENCY_MS: "0",
      CONSOLE_DATA_DIR: path.join(ARTIFACTS, "console-data"),
      CONSOLE_SESSION_DB: ":memory:",
      LOGIN_RATE_LIMIT: "1000",
      // Every test comes from one address: the limits per client are crossed by abuse-limits.spec.ts's own console.
      SMS_CODE_LIMIT: "1000",
      SMS_CODE_GLOBAL_LIMIT: "1000",
      REGISTER_LIMIT: "1000",
      PLATFORM_TIMEOUT_MS: String(PLATFORM_TIMEOUT_MS),
      // No steady live feed: messages only when a test emits them (live.spec.ts), so no notification covers the header.
      SANDBOX_LIVE_INTERVAL_MS: "0",
      // One JSON line per request would bury the run's own output: warnings and errors only.
      LOG_LEVEL: "warn",
    },
  },
});
