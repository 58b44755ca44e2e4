// `npm start` and the systemd unit both run the console with two malloc arenas and a bounded V8 old space
// (docs/decisions/063): the soak's flat RSS was measured with exactly these. Checked by running each one's own
// command line with a probe instead of the console, so a broken shell default or a dropped flag fails here.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { consoleUnit } from "../support/deploy-unit";

const PROBE = `console.log(JSON.stringify({ arenas: process.env.MALLOC_ARENA_MAX ?? null, heapLimitMb: Math.round(require("node:v8").getHeapStatistics().heap_size_limit / 2 ** 20) }))`;
type Probe = { arenas: string | null; heapLimitMb: number };

const startScript: string = JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8")).scripts.start;

/** The start script as npm runs it (sh -c), with the console's entry replaced by the probe. */
function probeStartScript(env: Record<string, string | undefined>): Probe {
  expect(startScript).toMatch(/ tsx server\/start\.ts$/);
  const command = startScript.replace(/ tsx server\/start\.ts$/, ` "${process.execPath}" -e '${PROBE}'`);
  const result = spawnSync("sh", ["-c", command], { env: { PATH: process.env.PATH, NODE_ENV: "test", ...env }, encoding: "utf8" });
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout) as Probe;
}

describe("the console's memory settings", () => {
  it("npm start: two arenas and a 256 MB old space by default", () => {
    const probe = probeStartScript({});
    expect(probe.arenas).toBe("2");
    // The limit V8 reports is the old space plus the young generation's share.
    expect(probe.heapLimitMb).toBeGreaterThanOrEqual(256);
    expect(probe.heapLimitMb).toBeLessThan(320);
  });

  it("npm start: the operator's own values win", () => {
    const probe = probeStartScript({ MALLOC_ARENA_MAX: "4", NODE_OPTIONS: "--max-old-space-size=1024" });
    expect(probe.arenas).toBe("4");
    expect(probe.heapLimitMb).toBeGreaterThanOrEqual(1024);
  });

  it("the systemd unit: the same two settings", () => {
    const unit = consoleUnit(3000);
    expect(unit.env.MALLOC_ARENA_MAX).toBe("2");
    const args = unit.args.slice(0, unit.args.indexOf("--import"));
    const result = spawnSync(process.execPath, [...args, "-e", PROBE], { env: { PATH: process.env.PATH, NODE_ENV: "production", ...unit.env }, encoding: "utf8" });
    const probe = JSON.parse(result.stdout) as Probe;
    expect(probe.arenas).toBe("2");
    expect(probe.heapLimitMb).toBeGreaterThanOrEqual(256);
    expect(probe.heapLimitMb).toBeLessThan(320);
  });
});
