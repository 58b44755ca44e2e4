// Reads an uploaded spreadsheet off the server's request loop (hostile #34): a worker thread with its own memory
// cap, given the file, answers its first sheet's rows or the key of what is wrong with it. Plain JavaScript, so it
// runs the same under tsx, vitest and node.
import { parentPort, workerData } from "node:worker_threads";
import { Unzip, UnzipInflate } from "fflate";
import * as XLSX from "xlsx";

const { name, data, maxUnpackedBytes } = workerData;
const bytes = new Uint8Array(data);

/** Inflates every entry of a .xlsx (a zip) only to count its bytes, stopping past the cap: a zip bomb stops here. */
function unpackedWithin(cap) {
  let total = 0;
  let over = false;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    file.ondata = (error, chunk) => {
      if (error || over) return;
      total += chunk.length;
      if (total > cap) {
        over = true;
        file.terminate();
      }
    };
    if (!over) file.start();
  };
  unzip.push(bytes, true);
  return !over;
}

let reply;
try {
  if (name.toLowerCase().endsWith(".xlsx") && !unpackedWithin(maxUnpackedBytes)) reply = { error: "import.tooLarge" };
  else {
    const book = XLSX.read(bytes, { type: "array", cellDates: false, dense: true });
    const sheet = book.Sheets[book.SheetNames[0] ?? ""];
    reply = sheet ? { rows: XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: false }) } : { error: "import.unreadable" };
  }
} catch {
  reply = { error: "import.unreadable" };
}
parentPort.postMessage(reply);
