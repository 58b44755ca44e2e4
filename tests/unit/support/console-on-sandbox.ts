import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SandboxOptions } from "../../../server/sandbox/app";
import { startSandbox, type TestSandbox } from "../../../server/sandbox/testkit";

/**
 * Starts an in-memory sandbox and points the console's configuration at it (set before the console modules are
 * imported, since they read the environment once). Import console modules after awaiting this.
 */
export async function consoleOnSandbox(env: Record<string, string> = {}, options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const sandbox = await startSandbox(options);
  Object.assign(process.env, {
    PLATFORM_API_URL: `${sandbox.base}/api`,
    PLATFORM_PUBLIC_KEY: sandbox.sandbox.publicKeyPem,
    CONSOLE_SESSION_DB: ":memory:",
    CONSOLE_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "aed-console-")),
    ...env,
  });
  return sandbox;
}
