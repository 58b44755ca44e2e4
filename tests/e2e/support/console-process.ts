// A second console process from this checkout's build (server/start.ts), for the specs that need the console with
// other settings than the suite's: production mode, low limits. The caller names its port and settings.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { SANDBOX_URL } from "../env";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

export interface ConsoleProcess {
  child: ChildProcess;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
  /** Ends it at once if it still runs (afterAll). */
  kill(): void;
}

/**
 * Starts a console on `port` against the run's sandbox, with its own data directory and in-memory sessions, and
 * resolves once it says it is ready. `env` adds to or overrides the settings (the sandbox's key is passed on).
 */
export async function startConsoleProcess(port: number, env: Record<string, string>, name: string, timeoutMs = 60_000): Promise<ConsoleProcess> {
  const publicKey = await (await fetch(`${SANDBOX_URL}/__sandbox/public-key`)).text();
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PLATFORM_API_URL: `${SANDBOX_URL}/api`,
      PLATFORM_PUBLIC_KEY: publicKey,
      CONSOLE_SESSION_DB: ":memory:",
      CONSOLE_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `aed-${name}-`)),
      ...env,
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await expect.poll(() => output, { timeout: timeoutMs }).toContain("AED console ready");
  return {
    child,
    exited,
    kill: () => {
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
