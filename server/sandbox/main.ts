// CLI: npm run sandbox — serves the embedded platform on 127.0.0.1.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createSandbox } from "./app.js";

const port = Number(process.env.SANDBOX_PORT ?? 3001);
const dbPath = process.env.SANDBOX_DB ?? "data/sandbox.sqlite";
const faults = process.env.SANDBOX_FAULTS === "1";
const latencyMs = Number(process.env.SANDBOX_LATENCY_MS ?? 0) || undefined;

if (dbPath !== ":memory:") mkdirSync(dirname(dbPath), { recursive: true });
const sandbox = createSandbox({ dbPath, faults, latencyMs });

sandbox.server.listen(port, "127.0.0.1", () => {
  console.log(`AED platform sandbox on http://127.0.0.1:${port}/api/v1 (db ${dbPath}${faults ? ", faults on" : ""}${latencyMs ? `, latency ${latencyMs} ms` : ""})`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
