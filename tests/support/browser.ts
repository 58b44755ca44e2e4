// The browser the browser tests drive: Debian's Chromium, as its headless shell when installed (ADR 064).
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * Debian's builds of Chromium, fastest first for tests: the headless shell (no browser UI, no WebUI renderers) ran a
 * set of 58 browser tests in 2.0 min where the full browser in its headless mode took 3.2–3.3 min on 2 cores.
 */
export const CHROMIUM_BUILDS = [
  { path: "/usr/bin/chromium-headless-shell", apt: "chromium-headless-shell" },
  { path: "/usr/bin/chromium", apt: "chromium" },
] as const;

const executable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** CHROMIUM_PATH when set, else the first of Debian's builds installed, else undefined. */
export function findChromium(env: Partial<Record<string, string>> = process.env, isExecutable: (file: string) => boolean = executable): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return CHROMIUM_BUILDS.find((build) => isExecutable(build.path))?.path;
}

/**
 * Before the browser tests: the headless shell, installed with apt-get when it is missing and this user may install
 * (root, apt-get present); else whichever build is there. Fails with what to install when there is none.
 */
export function ensureChromium(log: (line: string) => void = console.log): string {
  const wanted = CHROMIUM_BUILDS[0];
  if (!process.env.CHROMIUM_PATH && !executable(wanted.path) && process.getuid?.() === 0 && executable("/usr/bin/apt-get")) {
    log(`[browser] installing Debian's ${wanted.apt} for the browser tests (apt-get)`);
    try {
      const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
      execFileSync("apt-get", ["install", "-y", "-qq", wanted.apt], { stdio: "inherit", env });
    } catch {
      // The package lists may be missing on a fresh machine: once more after an update.
      const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
      try {
        execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
        execFileSync("apt-get", ["install", "-y", "-qq", wanted.apt], { stdio: "inherit", env });
      } catch {
        log(`[browser] could not install ${wanted.apt}; looking for another build`);
      }
    }
  }
  const found = findChromium();
  if (!found) {
    throw new Error(`no Chromium for the browser tests: install Debian's ${CHROMIUM_BUILDS.map((build) => build.apt).join(" or ")} (apt-get install -y ${wanted.apt}), or set CHROMIUM_PATH`);
  }
  log(`[browser] ${found}`);
  return found;
}
