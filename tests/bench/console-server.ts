// What the benches share about the console they start: waiting until it answers, and signing in by the form.
import type { ChildProcess } from "node:child_process";

/** Resolves once `url` answers below 500; fails early if `server` (the process serving it) exits first. */
export async function waitForServer(url: string, options: { server?: ChildProcess; timeoutMs?: number } = {}): Promise<void> {
  const { server, timeoutMs = 90_000 } = options;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server && server.exitCode !== null) throw new Error(`the console exited with ${server.exitCode}`);
    try {
      if ((await fetch(url, { redirect: "manual" })).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${url}`);
}

/** Posts the sign-in form as a seeded account and returns its session cookie (`aed_session=…`). */
export async function signIn(base: string, username = "admin"): Promise<string> {
  const response = await fetch(`${base}/user/login`, {
    method: "POST",
    // Node's fetch sends no Origin: the console refuses a write without it (hostile #44).
    headers: { Origin: base },
    body: new URLSearchParams({ username, password: "Aed@2026!" }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("aed_session="));
  if (!cookie) throw new Error(`sign-in failed for ${username}: ${response.status}`);
  return cookie.split(";")[0]!;
}
