// The one module that touches the spreadsheet library (SheetJS CE 0.20.3, published on npm as @e965/xlsx; the
// `xlsx` 0.18.5 on npm has open advisories CVE-2023-30533 and CVE-2024-22363, both fixed by 0.20.2). It reads
// legacy .xls (BIFF) and .xlsx, so §5's imports keep both. Hostile files are read only inside the sheet worker
// (sheet-worker.mjs, via sheet-jobs.server.ts): a heap cap, a time limit, and for zips their unpacked size counted
// first. Plain JavaScript with JSDoc types, so the worker runs it under plain node, tsx and vitest alike.
import { Unzip, UnzipInflate } from "fflate";
import * as XLSX from "@e965/xlsx";
import { neutraliseFormula } from "./spreadsheet-safe.mjs";

/** @typedef {string | number | boolean | null} CellValue */

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Which spreadsheet the bytes are, by their first bytes (a .xlsx is a zip, a .xls a compound file), or null.
 * @param {Uint8Array} bytes
 * @returns {"xlsx" | "xls" | null}
 */
export function sheetKind(bytes) {
  const starts = (/** @type {number[]} */ magic) => magic.every((byte, i) => bytes[i] === byte);
  return starts(ZIP_MAGIC) ? "xlsx" : starts(CFB_MAGIC) ? "xls" : null;
}

/**
 * Inflates every entry of a zip only to count its bytes, stopping past the cap: a zip bomb stops here, before
 * any parser sees it. True when the whole archive unpacks within `cap` bytes.
 * @param {Uint8Array} bytes
 * @param {number} cap
 * @returns {boolean}
 */
export function unpackedWithin(bytes, cap) {
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

/** Reading options: values only, no formulas, no HTML, one array per row (dense). */
const READ = /** @type {const} */ ({ type: "array", dense: true, cellFormula: false, cellHTML: false, cellDates: false, cellStyles: false });

/**
 * The first sheet's rows as plain values (the first row is the header); null when the file holds no sheet.
 * @param {Uint8Array} bytes
 * @returns {CellValue[][] | null}
 */
export function readRows(bytes) {
  const book = XLSX.read(bytes, READ);
  const sheet = book.Sheets[book.SheetNames[0] ?? ""];
  if (!sheet) return null;
  return /** @type {CellValue[][]} */ (XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: null, blankrows: false }));
}

/**
 * Every sheet's rows by sheet name, in order (for reading a file back: exports, tests).
 * @param {Uint8Array} bytes
 * @returns {{ name: string, rows: CellValue[][] }[]}
 */
export function readSheets(bytes) {
  const book = XLSX.read(bytes, READ);
  return book.SheetNames.map((name) => ({
    name,
    rows: /** @type {CellValue[][]} */ (XLSX.utils.sheet_to_json(/** @type {XLSX.WorkSheet} */ (book.Sheets[name]), { header: 1, raw: true, defval: null, blankrows: false })),
  }));
}

/**
 * A workbook of the given sheets. Text is written as it is given: callers that write for people defuse first.
 * @param {{ name: string, rows: readonly (readonly unknown[])[], widths?: number[] }[]} sheets
 * @param {"xlsx" | "xls"} [kind]
 * @returns {Uint8Array}
 */
export function writeBook(sheets, kind = "xlsx") {
  const book = XLSX.utils.book_new();
  for (const { name, rows, widths } of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(/** @type {unknown[][]} */ (rows), { dense: true });
    if (widths) sheet["!cols"] = widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(book, sheet, name.slice(0, 31));
  }
  return new Uint8Array(XLSX.write(book, { type: "array", bookType: kind === "xls" ? "biff8" : "xlsx", compression: true }));
}

/**
 * A workbook re-written so nothing in it can run: formulas are replaced by the value they showed, text that a
 * spreadsheet would read as a formula gets an apostrophe, and only cell values survive (no macros, links, names,
 * comments or styles). Every sheet is kept, with its name.
 * @param {Uint8Array} bytes
 * @returns {Uint8Array}
 */
export function defuseBook(bytes) {
  const sheets = readSheets(bytes).map(({ name, rows }) => ({
    name,
    rows: rows.map((row) => row.map((cell) => (typeof cell === "string" ? neutraliseFormula(cell) : cell))),
  }));
  return writeBook(sheets.length ? sheets : [{ name: "Sheet1", rows: [] }]);
}
