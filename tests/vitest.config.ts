import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));
// Vitest leaves one core free (cores − 1 forks): on a 2-core CI machine that is one fork, and the suite's many waits on
// sandboxes and sockets left the other core idle — two forks ran it in 132 s instead of 212 s there.
const workers = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  root,
  resolve: { alias: { "~": `${root}app` } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    maxWorkers: workers,
    minWorkers: workers,
    testTimeout: 20000,
    // beforeAll hooks start a sandbox (seeding SQLite) and import route modules: seconds on a loaded 2-core CI machine.
    hookTimeout: 60000,
  },
});
