// The console as deployed (NODE_ENV=production, pointed at a platform by PLATFORM_API_URL, no proxy trusted):
// a second console process on its own port, against the run's sandbox. Hostile cases 1 (Secure cookie),
// 23 (a spoofed X-Forwarded-For does not dodge the sign-in limit), 24 (HSTS) and 25 (SIGTERM lets in-flight
// requests finish). Server properties, so they run once (no-js project), serially, and alone (the latency
// fault is global to the sandbox).
import { CONSOLE_PORT, SEED_PASSWORD } from "./env";
import { expect, test } from "./fixtures";
import { type ConsoleProcess, startConsoleProcess } from "./support/console-process";

const PORT = CONSOLE_PORT + 5;
const BASE = `http://localhost:${PORT}`;
const RATE_LIMIT = 3;

test.describe.configure({ mode: "serial" });
test.use({ exclusive: true });

let server: ConsoleProcess | undefined;
let sessionCookie = "";

async function signIn(password: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${BASE}/user/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, ...headers },
    body: new URLSearchParams({ username: "admin", password }),
  });
}

test.beforeAll(async ({ jsEnabled }) => {
  if (jsEnabled) return;
  server = await startConsoleProcess(
    PORT,
    { COOKIE_SECURE: "", TRUST_PROXY: "", LOGIN_RATE_LIMIT: String(RATE_LIMIT), SESSION_SECRET: "production-test-secret-0123456789abcdef" },
    "production",
  );
});

test.afterAll(() => {
  server?.kill();
});

// Server properties of a second process, tested once: without JavaScript only (@no-js-only).

test("hostile #1: in production the session cookie is Secure, HttpOnly, SameSite=Lax and host-only", { tag: ["@alone", "@no-js-only"] }, async () => {
  const response = await signIn(SEED_PASSWORD);
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith("aed_session="));
  expect(cookie).toBeDefined();
  expect(cookie).toMatch(/;\s*Secure/i);
  expect(cookie).toMatch(/;\s*HttpOnly/i);
  expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  expect(cookie).not.toMatch(/;\s*Domain=/i);
  sessionCookie = cookie!.split(";")[0]!;
});

test("hostile #24: in production every page also carries Strict-Transport-Security", { tag: ["@alone", "@no-js-only"] }, async () => {
  for (const pathname of ["/user/login", "/dashboard/workplace", "/no-such-page", "/logo.svg"]) {
    const response = await fetch(`${BASE}${pathname}`, { headers: { Cookie: sessionCookie }, redirect: "manual" });
    expect(response.headers.get("strict-transport-security"), pathname).toMatch(/max-age=\d{7,}/);
    expect(response.headers.get("content-security-policy"), pathname).toMatch(/frame-ancestors 'none'/);
  }
});

test("issue 13: a page's head blocks rendering on one stylesheet; its other preloads wait (low priority)", { tag: ["@alone", "@no-js-only"] }, async () => {
  const html = await (await fetch(`${BASE}/dashboard/workplace`, { headers: { Cookie: sessionCookie } })).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link [^>]*>/g)].map((match) => match[0]);
  const blocking = links.filter((link) => /rel="stylesheet"/.test(link));
  expect(blocking.filter((link) => link.includes("/critical-"))).toHaveLength(1);
  for (const preload of links.filter((link) => /rel="preload"/.test(link))) expect(preload).toContain('fetchpriority="low"');
  expect(links.filter((link) => /rel="preload"/.test(link)).map((link) => (/as="(\w+)"/.exec(link) ?? [])[1]).sort()).toEqual(["fetch", "style"]);
  // Public files are served by name; any other path is a page (no file-system lookup), so a missing file is a 404 page.
  expect((await fetch(`${BASE}/favicon.svg`)).headers.get("content-type")).toMatch(/svg/);
  expect((await fetch(`${BASE}/no-such-file.svg`, { headers: { Cookie: sessionCookie }, redirect: "manual" })).status).toBe(404);
});

test("hostile #23: sign-in attempts are limited per client address, whatever X-Forwarded-For claims", { tag: ["@alone", "@no-js-only"] }, async () => {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= RATE_LIMIT + 1; attempt++) {
    const response = await signIn("wrong-password", { "X-Forwarded-For": `203.0.113.${attempt}`, "X-Real-IP": `198.51.100.${attempt}` });
    statuses.push(response.status);
    if (response.status === 429) {
      expect(await response.text()).toContain("登录尝试过于频繁");
      break;
    }
  }
  expect(statuses.at(-1), `statuses ${statuses.join(",")}`).toBe(429);
  // The message follows the page language.
  const english = await signIn("wrong-password", { Cookie: "app_language=en-US" });
  expect(english.status).toBe(429);
  expect(await english.text()).toContain("Too many sign-in attempts");
});

test("hostile #25: SIGTERM lets an in-flight request finish, then the process ends within 10 s", { tag: ["@alone", "@no-js-only"] }, async ({ sandbox }) => {
  await sandbox.addFault({ path: "^/api/v1/sms-sent-records$", method: "GET", latencyMs: 3000, times: 1 });
  await sandbox.clearCalls();
  const inFlight = fetch(`${BASE}/message/sms`, { headers: { Cookie: sessionCookie }, redirect: "manual" });
  // In flight: the console has asked the platform, which holds the answer back.
  await expect.poll(async () => (await sandbox.calls()).some((call) => call.path === "/api/v1/sms-sent-records"), { intervals: [25] }).toBe(true);
  const signalled = Date.now();
  server!.child.kill("SIGTERM");
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('data-testid="data-table"');
  expect(await server!.exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  // Once stopped, nothing listens any more.
  await expect(fetch(`${BASE}/user/login`)).rejects.toThrow();
});
