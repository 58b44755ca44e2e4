// Ports and paths of the browser test run (shared by the config, the global setup and the fixtures).
// E2E_PORT moves both ports, so two checkouts can run their browser tests side by side.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const CONSOLE_PORT = Number(process.env.E2E_PORT) || 3200;
export const SANDBOX_PORT = CONSOLE_PORT + 1;
export const CONSOLE_URL = `http://localhost:${CONSOLE_PORT}`;
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
/** Upstream timeout of the console under test: short, so the hang test ends quickly. */
export const PLATFORM_TIMEOUT_MS = 4000;

/** Everything the run writes (gitignored): results, traces, storage states, locks, console data. */
export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", ".artifacts");
export const LOCK_DIR = path.join(ARTIFACTS, "locks");
export const STORAGE_DIR = path.join(ARTIFACTS, "storage");

/** The seeded password of every sample account. */
export const SEED_PASSWORD = "Aed@2026!";
