import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const DEPLOY_DIR = path.resolve(fileURLToPath(new URL("../../server/deploy", import.meta.url)));

/**
 * server/deploy/aed-console@.service read as systemd starts instance `port`: its Environment= lines and its ExecStart
 * arguments after the node binary. The deployment test and the soak start their consoles from it, so what they
 * measure is what the recipe runs.
 */
export function consoleUnit(port: number): { env: Record<string, string>; args: string[] } {
  const text = fs.readFileSync(path.join(DEPLOY_DIR, "aed-console@.service"), "utf8");
  const env: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)) env[name!] = value!.replaceAll("%i", String(port));
  const exec = /^ExecStart=(\S+)\s+(.+)$/m.exec(text);
  if (!exec || !/\/node$/.test(exec[1]!)) throw new Error("the unit's ExecStart is not `<node> <arguments>`");
  return { env, args: exec[2]!.trim().split(/\s+/) };
}
