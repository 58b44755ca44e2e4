// Processes a spec starts for itself (a sandbox, console processes): their output kept for the failure message,
// waited for over HTTP, stopped with SIGTERM (SIGKILL after 15 s).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

export interface Started {
  child: ChildProcess;
  output: string[];
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
}

/** `node <args>` in the checkout, with `env` over the test's own environment. */
export function startProcess(args: string[], env: Record<string, string>, command = process.execPath): Started {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output, exited };
}

/** A TypeScript entry point run with tsx (server/start.ts, server/sandbox/main.ts). */
export function startNode(script: string, env: Record<string, string>): Started {
  return startProcess(["--import", "tsx", script], env);
}

export async function waitForHttp(url: string, started: Started, timeoutMs = 90_000, ok = (status: number) => status < 500): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`${url}: the process ended\n${started.output.join("")}`);
    const answered = await fetch(url).then((response) => ok(response.status), () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms\n${started.output.join("")}`);
}

export async function stopProcess(started: Started | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  const force = setTimeout(() => started.child.kill("SIGKILL"), 15_000);
  started.child.kill(signal);
  await started.exited;
  clearTimeout(force);
}
