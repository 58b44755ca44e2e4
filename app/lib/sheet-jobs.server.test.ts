import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readSheets, writeBook } from "./sheet-book.mjs";
import { defuseWorkbook, readSheetRows } from "./sheet-jobs.server";

describe("sheet jobs in a worker thread", () => {
  it("reads an import's rows and defuses an export off the request loop", async () => {
    const bytes = writeBook([{ name: "S", rows: [["sn", "note"], ["AED1", "@SUM(A1)"]] }]);
    expect(await readSheetRows(bytes)).toEqual({ ok: true, value: [["sn", "note"], ["AED1", "@SUM(A1)"]] });
    const defused = await defuseWorkbook(bytes);
    expect(defused.ok).toBe(true);
    if (defused.ok) expect(readSheets(defused.value)[0]!.rows[1]).toEqual(["AED1", "'@SUM(A1)"]);
  });

  it("hostile #34: refuses a zip that unpacks past its cap, and bytes that are no spreadsheet", async () => {
    const bomb = zipSync({ "xl/worksheets/sheet1.xml": strToU8(" ".repeat(8 * 1024 * 1024)) }, { level: 9 });
    const limits = { maxUnpackedBytes: 1024 * 1024, heapMb: 64, timeoutMs: 10_000 };
    expect(await readSheetRows(bomb, limits)).toEqual({ ok: false, error: "import.tooLarge" });
    expect(await defuseWorkbook(bomb, limits)).toEqual({ ok: false, error: "import.tooLarge" });
    expect(await readSheetRows(strToU8("sn,model\nA,B"))).toEqual({ ok: false, error: "import.unreadable" });
  });

  it("issue 17.9: the request loop keeps turning while a large export is defused in its thread; a job past its time limit ends", async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`AED${i}`, "杭州市西湖区文三路", i, "=1+1"]);
    const bytes = writeBook([{ name: "S", rows }]);
    let ticks = 0;
    let running = true;
    const spinning = (async () => {
      while (running) {
        await new Promise((resolve) => setImmediate(resolve));
        ticks++;
      }
    })();
    const defused = await defuseWorkbook(bytes);
    running = false;
    await spinning;
    expect(defused.ok).toBe(true);
    if (defused.ok) expect(readSheets(defused.value)[0]!.rows[19_999]).toEqual(["AED19999", "杭州市西湖区文三路", 19_999, "'=1+1"]);
    // Thousands of turns of the loop while the file was read and written elsewhere.
    expect(ticks).toBeGreaterThan(100);
    expect(await readSheetRows(bytes, { maxUnpackedBytes: 1e9, heapMb: 256, timeoutMs: 1 })).toEqual({ ok: false, error: "import.unreadable" });
  });
});
