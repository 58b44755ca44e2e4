// The W3C Nu Html Checker (npm vnu-jar, run with Debian's default-jre-headless) as a local HTTP service: started
// once per process on a free loopback port, then each document is posted to it (?out=json). Measured here on the
// console's pages (~60–120 kB each): the service takes ~10 s to start and ~0.1 s a page once warm; the jar's
// batch mode (`java -jar vnu.jar --format json FILES…`) pays the start on every call (see docs/testing.md "Tests
// and measurements").
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { freePort } from "./redis-server";

/** One error the checker reports (warnings and notes are left out). */
export interface HtmlError {
  /** "error", or "non-document-error" when the document could not be checked at all. */
  type: string;
  message: string;
  /** The source around the error, as the checker quotes it. */
  extract: string;
  line: number;
}

/** What the checker answers for one message (its JSON output, the fields read here). */
interface VnuMessage {
  type: string;
  subType?: string;
  message?: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
}

/** The vnu.jar the package ships (vnu-jar exports its path). */
export const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));
const JAVA = process.env.JAVA ?? "java";
/** A small heap (documents of ~100–500 kB) and one GC thread: the machine's 2 cores are shared with the browser tests. */
const JVM_OPTIONS = ["-Xss4m", "-Xmx512m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"];
const START_TIMEOUT_MS = 120_000;
/** One document's check; the first ones after a start are the slowest (the JVM is still compiling). */
const CHECK_TIMEOUT_MS = 60_000;

export interface HtmlChecker {
  /** The checker's errors for one document (none: it is valid HTML). */
  validateHtml(html: string): Promise<HtmlError[]>;
  /** Stops the service (its JVM). */
  stop(): Promise<void>;
}

/** The errors among the checker's messages: `error`s and documents it could not read; warnings and info are not. */
export function errorsOf(messages: VnuMessage[]): HtmlError[] {
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map((message) => ({ type: message.type, message: message.message ?? "", extract: message.extract ?? "", line: message.firstLine ?? message.lastLine ?? 0 }));
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts a checker service of its own (the caller stops it). Fails, saying why, when Java or the jar is missing. */
export async function startHtmlChecker(): Promise<HtmlChecker> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  let output = "";
  let exited: string | null = null;
  // Java under a shell that ends it when this process's pipe closes (this process stopped it, or ended without doing
  // so: a killed test worker would otherwise leave a JVM of ~300 MB behind).
  const java = [JAVA, ...JVM_OPTIONS, "-Dnu.validator.servlet.bind-address=127.0.0.1", "-cp", VNU_JAR, "nu.validator.servlet.Main", String(port)];
  const child: ChildProcess = spawn("sh", ["-c", 'exec 3<&0; "$0" "$@" </dev/null & java=$!; (cat <&3 >/dev/null; kill $java 2>/dev/null) & wait $java', ...java], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  const keep = (data: Buffer) => (output = (output + data.toString()).slice(-4_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", (code, signal) => (exited ??= code === 127 ? `${JAVA} not found (apt-get install -y default-jre-headless)` : `exited with ${code ?? signal}`));
  const running = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    if (!running()) return;
    child.stdin!.end();
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (running()) child.kill("SIGKILL");
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(url))) {
    if (exited !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the Nu Html Checker (${VNU_JAR}) did not start on ${url}: ${exited ?? "no answer in time"}\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    async validateHtml(html: string): Promise<HtmlError[]> {
      const response = await fetch(`${url}?out=json`, {
        method: "POST",
        headers: { "Content-Type": "text/html; charset=utf-8" },
        body: html,
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`the Nu Html Checker answered ${response.status}: ${await response.text()}`);
      return errorsOf(((await response.json()) as { messages: VnuMessage[] }).messages);
    },
    stop,
  };
}

let shared: Promise<HtmlChecker> | null = null;

/** The process's checker, started on first use (one JVM per test worker, whatever number of tests use it). */
function sharedChecker(): Promise<HtmlChecker> {
  shared ??= startHtmlChecker().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

/** The checker's errors for one document, from the process's shared checker. */
export async function validateHtml(html: string): Promise<HtmlError[]> {
  return (await sharedChecker()).validateHtml(html);
}

/** Stops the process's shared checker, if started (a later validateHtml starts another). */
export async function stopHtmlChecker(): Promise<void> {
  const checker = shared;
  shared = null;
  if (checker) await (await checker.catch(() => null))?.stop();
}

/**
 * The checker's errors on several documents, one line each ("label: message [line N] «extract»"); none when all are
 * valid. Two documents at a time: the checker reads one while the next is sent.
 */
export async function checkHtml(pages: readonly { label: string; html: string }[]): Promise<string[]> {
  const problems: string[][] = pages.map(() => []);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < pages.length; index = next++) {
      const { label, html } = pages[index]!;
      for (const error of await validateHtml(html)) problems[index]!.push(`${label}: ${error.message} [line ${error.line}] «${error.extract.replace(/\s+/g, " ")}»`);
    }
  };
  await Promise.all([worker(), worker()]);
  return problems.flat();
}
