// Runs once, after the web server is up: a freshly seeded sandbox and no leftovers of an earlier run.
import fs from "node:fs";
import { LOCK_DIR, SANDBOX_URL, STORAGE_DIR } from "./env";

export default async function globalSetup(): Promise<void> {
  fs.rmSync(LOCK_DIR, { recursive: true, force: true });
  fs.rmSync(STORAGE_DIR, { recursive: true, force: true });
  fs.mkdirSync(LOCK_DIR, { recursive: true });
  fs.mkdirSync(STORAGE_DIR, { recursive: true });
  const response = await fetch(`${SANDBOX_URL}/__sandbox/reset`, { method: "POST" });
  if (response.status !== 204) {
    throw new Error(`POST ${SANDBOX_URL}/__sandbox/reset answered ${response.status}: is SANDBOX_FAULTS=1 set for the web server?`);
  }
}
