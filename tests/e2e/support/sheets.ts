// Spreadsheets in browser tests: files to upload, and downloaded ones read back (through the project's one
// spreadsheet wrapper, app/lib/sheet-book.mjs).
import { strFromU8, unzipSync } from "fflate";
import { readSheets, writeBook } from "../../../app/lib/sheet-book.mjs";

/** An .xlsx (or .xls) upload for `setInputFiles`. */
export function sheetFile(rowsOfCells: unknown[][], kind: "xlsx" | "xls" = "xlsx", name = `devices.${kind}`) {
  const mimeType = kind === "xls" ? "application/vnd.ms-excel" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  return { name, mimeType, buffer: Buffer.from(writeBook([{ name: "设备", rows: rowsOfCells }], kind)) };
}

/** The first sheet as one object per row, keyed by the header row. */
export function sheetObjects(bytes: Uint8Array): Record<string, unknown>[] {
  const [first] = readSheets(bytes);
  const [header = [], ...body] = first?.rows ?? [];
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [String(name), cells[i] ?? undefined])));
}

/** True when any worksheet of the .xlsx holds a formula element (`<f>`). */
export function hasFormula(bytes: Uint8Array): boolean {
  const files = unzipSync(bytes);
  return Object.entries(files).some(([name, data]) => name.startsWith("xl/worksheets/") && /<f[\s>/]/.test(strFromU8(data)));
}

/** The rows of a CSV file (RFC 4180: quoted cells may hold commas, quotes and line breaks; a leading BOM dropped). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted && c === '"' && source[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== "," && c !== "\n" && c !== "\r")) {
      cell += c;
    } else {
      row.push(cell);
      cell = "";
      if (c === ",") continue;
      if (c === "\r" && source[i + 1] === "\n") i++;
      rows.push(row);
      row = [];
    }
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
}
