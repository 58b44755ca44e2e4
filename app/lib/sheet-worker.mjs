// A sheet job off the server's request loop (hostile #34, issue 17.9): a worker thread with its own memory cap,
// given a file, answers either its first sheet's rows (`rows`: the sandbox reads an import) or the file defused
// (`defuse`: the console re-writes the platform's export), or the key of what is wrong with it.
// Plain JavaScript, so it runs the same under tsx, vitest and node.
import { parentPort, workerData } from "node:worker_threads";
import { defuseBook, readRows, sheetKind, unpackedWithin } from "./sheet-book.mjs";

const { task, data, maxUnpackedBytes } = workerData;
const bytes = new Uint8Array(data);

/** @type {{ rows?: unknown[][], file?: Uint8Array, error?: string }} */
let reply;
try {
  const kind = sheetKind(bytes);
  if (!kind) reply = { error: "import.unreadable" };
  else if (kind === "xlsx" && !unpackedWithin(bytes, maxUnpackedBytes)) reply = { error: "import.tooLarge" };
  else if (task === "defuse") reply = { file: defuseBook(bytes) };
  else {
    const rows = readRows(bytes);
    reply = rows ? { rows } : { error: "import.unreadable" };
  }
} catch {
  reply = { error: "import.unreadable" };
}
parentPort?.postMessage(reply, reply.file ? [reply.file.buffer] : []);
