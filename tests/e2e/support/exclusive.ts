// A reader/writer lock between the worker processes of one run, on the file system.
//
// The sandbox's fault rules, token lifetimes and call log are global: they cannot be scoped to one test. A test
// that changes or reads them takes the lock exclusively (no other test runs meanwhile); every other test holds it
// shared. Shared holders raise a flag and then look for the exclusive holder; the exclusive holder claims first and
// then waits for the flags to drop. One side always sees the other, so they never overlap.
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { LOCK_DIR } from "../env";

const EXCLUSIVE = path.join(LOCK_DIR, "exclusive");
const OWNER = path.join(EXCLUSIVE, "owner");
const POLL_MS = 50;
const self = String(process.pid);
const flagOf = (pid: string) => path.join(LOCK_DIR, `shared-${pid}`);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** True when another live process holds the exclusive lock; a dead holder's lock is removed. */
function exclusiveHeldByOther(): boolean {
  if (!fs.existsSync(EXCLUSIVE)) return false;
  let owner: number;
  try {
    owner = Number(fs.readFileSync(OWNER, "utf8"));
  } catch {
    return true; // claimed a moment ago, owner not written yet
  }
  if (String(owner) === self) return false;
  if (owner && !alive(owner)) {
    fs.rmSync(EXCLUSIVE, { recursive: true, force: true });
    return false;
  }
  return true;
}

/** Live processes other than this one holding the lock shared; flags of dead processes are removed. */
function otherSharedHolders(): string[] {
  return fs
    .readdirSync(LOCK_DIR)
    .filter((name) => name.startsWith("shared-") && name !== `shared-${self}`)
    .filter((name) => {
      const pid = Number(name.slice("shared-".length));
      if (alive(pid)) return true;
      fs.rmSync(path.join(LOCK_DIR, name), { force: true });
      return false;
    });
}

async function until(condition: () => boolean, deadline: number, what: string): Promise<void> {
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(POLL_MS);
  }
}

export type Release = () => void;

/** True when a test of another worker waits for (or holds) the exclusive lock. */
export function exclusiveWanted(): boolean {
  return exclusiveHeldByOther();
}

export async function acquireShared(timeoutMs: number): Promise<Release> {
  fs.mkdirSync(LOCK_DIR, { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    fs.writeFileSync(flagOf(self), self);
    if (!exclusiveHeldByOther()) return () => fs.rmSync(flagOf(self), { force: true });
    fs.rmSync(flagOf(self), { force: true });
    await until(() => !exclusiveHeldByOther(), deadline, "an exclusive test of another worker to finish");
  }
}

export async function acquireExclusive(timeoutMs: number): Promise<Release> {
  fs.mkdirSync(LOCK_DIR, { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.mkdirSync(EXCLUSIVE);
      fs.writeFileSync(OWNER, self);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await until(() => !exclusiveHeldByOther(), deadline, "another exclusive test to finish");
    }
  }
  const release = () => fs.rmSync(EXCLUSIVE, { recursive: true, force: true });
  try {
    await until(() => otherSharedHolders().length === 0, deadline, "the tests of the other worker to finish");
  } catch (error) {
    release();
    throw error;
  }
  return release;
}
