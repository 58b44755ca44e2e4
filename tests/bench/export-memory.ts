/**
 * `npm run bench:export`: the memory a 100,000-row export holds (issue 16). Drives the export writers the way
 * `listExportLoader` does — one platform page of 100 rows parsed from JSON, written, then the next — into a reader
 * that consumes the stream like a download, and samples the process's heap and resident memory throughout.
 * For contrast it then builds the same rows as one SheetJS workbook (what a non-streaming export would hold).
 * Run with `--expose-gc` (the script does) so the baseline is taken after a full collection.
 */
import { write as writeBook, utils as sheetUtils } from "@e965/xlsx";
import { csvWriter, xlsxWriter, type Cell, type SheetWriter } from "../../app/lib/sheet-stream";

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const PAGE = 100;
const HEADER = ["序列号", "型号", "城市", "区县", "地址", "经度", "纬度", "联系电话", "最后通信时间", "状态"];

/** One platform page as the client gets it: JSON text parsed into fresh objects, like a real answer. */
function fetchPage(pageNo: number): Cell[][] {
  const rows = Array.from({ length: PAGE }, (_, i) => {
    const n = (pageNo - 1) * PAGE + i;
    return {
      sn: `AED${String(n).padStart(8, "0")}`,
      model: "BeneHeart C2",
      city: "杭州市",
      district: "西湖区",
      address: `文三路 ${n % 500} 号 ${n % 7 === 0 ? '=HYPERLINK("http://evil.example")' : "一楼大厅"}`,
      lng: 120.1 + (n % 1000) / 10_000,
      lat: 30.2 + (n % 1000) / 10_000,
      phone: `138${String(n).padStart(8, "0")}`,
      time: "2026-11-25 10:00:00",
      state: n % 3 ? "NORMAL" : "ABNORMAL",
    };
  });
  return (JSON.parse(JSON.stringify(rows)) as typeof rows).map((r) => Object.values(r));
}

function sampler() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed;
  let peakRss = base.rss;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
      return { heap: peakHeap - base.heapUsed, rss: peakRss - base.rss };
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function streamed(label: string, writer: SheetWriter) {
  const memory = sampler();
  const started = performance.now();
  const reading = (async () => {
    let bytes = 0;
    const reader = writer.stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return bytes;
      bytes += value.byteLength;
      // A download over a link: let the writer run ahead only as far as back-pressure allows.
      if (bytes % 8 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  for (let pageNo = 1; (pageNo - 1) * PAGE < ROWS; pageNo++) {
    // The platform call is asynchronous: the loop yields between pages as the real export does.
    const page = await new Promise<Cell[][]>((resolve) => setImmediate(() => resolve(fetchPage(pageNo))));
    for (const row of page) await writer.row(row);
  }
  await writer.end();
  const bytes = await reading;
  const { heap, rss } = memory.stop();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(34)} file ${mb(bytes).padStart(9)}   ${seconds.toFixed(1)} s   peak heap +${mb(heap).padStart(9)}   peak RSS +${mb(rss).padStart(9)}`);
}

function wholeBook() {
  const memory = sampler();
  const started = performance.now();
  const rows: Cell[][] = [HEADER];
  for (let pageNo = 1; (pageNo - 1) * PAGE < ROWS; pageNo++) rows.push(...fetchPage(pageNo));
  const book = sheetUtils.book_new();
  sheetUtils.book_append_sheet(book, sheetUtils.aoa_to_sheet(rows), "devices");
  const file = writeBook(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
  const { heap, rss } = memory.stop();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${"SheetJS whole workbook (contrast)".padEnd(34)} file ${mb(file.byteLength).padStart(9)}   ${seconds.toFixed(1)} s   peak heap +${mb(heap).padStart(9)}   peak RSS +${mb(rss).padStart(9)}`);
}

console.log(`${ROWS.toLocaleString("en-US")} rows × ${HEADER.length} columns, pages of ${PAGE}; memory above a collected baseline`);
await streamed("streamed .xlsx (console export)", xlsxWriter(HEADER, "设备"));
await streamed("streamed .csv (console export)", csvWriter(HEADER));
wholeBook();
