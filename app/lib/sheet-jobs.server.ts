// Sheet jobs in a worker thread (hostile #34, issue 17.9): reading an uploaded spreadsheet and defusing an export
// never run on the request loop. Each job gets its own thread with a heap cap and a time limit; a zip is refused
// past its unpacked-size cap before any parser sees it. A hostile file costs that thread, not the server.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

export interface SheetLimits {
  /** A .xlsx may unpack to this many bytes at most. */
  maxUnpackedBytes: number;
  /** Heap of the worker thread, in MB. */
  heapMb: number;
  /** The job is abandoned after this long. */
  timeoutMs: number;
}

/** Reading an import: 40 MB unpacked, 256 MB of heap, 15 s. */
export const IMPORT_LIMITS: SheetLimits = { maxUnpackedBytes: 40 * 1024 * 1024, heapMb: 256, timeoutMs: 15_000 };
/** Defusing an export (up to 100,000 rows of the platform's file): 400 MB unpacked, 1.5 GB of heap, 120 s. */
export const EXPORT_LIMITS: SheetLimits = { maxUnpackedBytes: 400 * 1024 * 1024, heapMb: 1536, timeoutMs: 120_000 };

export type SheetError = "import.unreadable" | "import.tooLarge";
export type SheetReply<T> = { ok: true; value: T } | { ok: false; error: SheetError };

let workerFile: string | undefined;

/** The worker script: beside this module in the sources, or under app/lib of the project when bundled into build/. */
function sheetWorkerFile(): string {
  if (workerFile) return workerFile;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, "sheet-worker.mjs")];
  for (let dir = here; ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, "app", "lib", "sheet-worker.mjs"));
    if (path.dirname(dir) === dir) break;
  }
  candidates.push(path.join(process.cwd(), "app", "lib", "sheet-worker.mjs"));
  workerFile = candidates.find((file) => fs.existsSync(file));
  if (!workerFile) throw new Error("sheet-worker.mjs not found");
  return workerFile;
}

function runJob<T>(task: "rows" | "defuse", bytes: Uint8Array, limits: SheetLimits): Promise<SheetReply<T>> {
  const copy = bytes.slice().buffer;
  return new Promise((resolve) => {
    const worker = new Worker(sheetWorkerFile(), {
      workerData: { task, data: copy, maxUnpackedBytes: limits.maxUnpackedBytes },
      transferList: [copy],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    });
    let settled = false;
    const settle = (reply: SheetReply<T>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(reply);
      void worker.terminate();
    };
    const timer = setTimeout(() => settle({ ok: false, error: "import.unreadable" }), limits.timeoutMs);
    worker.once("message", (message: { rows?: T; file?: T; error?: SheetError }) =>
      settle(message.error ? { ok: false, error: message.error } : { ok: true, value: (message.rows ?? message.file) as T }),
    );
    // Out of memory or any other crash of the reader: the file is unreadable, the server carries on.
    worker.once("error", () => settle({ ok: false, error: "import.unreadable" }));
    worker.once("exit", () => settle({ ok: false, error: "import.unreadable" }));
  });
}

/** The first sheet's rows of an .xls or .xlsx (the header first). */
export function readSheetRows(bytes: Uint8Array, limits: SheetLimits = IMPORT_LIMITS) {
  return runJob<(string | number | boolean | null)[][]>("rows", bytes, limits);
}

/** The workbook re-written with values only, formulas defused (hostile #13). */
export function defuseWorkbook(bytes: Uint8Array, limits: SheetLimits = EXPORT_LIMITS) {
  return runJob<Uint8Array<ArrayBuffer>>("defuse", bytes, limits);
}
