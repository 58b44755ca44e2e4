// Spreadsheets leaving the console are defused against formula injection (CSV/XLSX injection, OWASP): a text cell
// that a spreadsheet program would read as a formula (= + - @, or a leading tab / carriage return) gets a leading
// apostrophe, and formula cells keep only their cached value. The platform's export is not trusted to do it.
import * as XLSX from "xlsx";

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet shows it literally. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Reads a workbook, defuses every sheet's cells, and writes it back as .xlsx. */
export function defuseWorkbook(data: Uint8Array): Uint8Array<ArrayBuffer> {
  const book = XLSX.read(data, { type: "array", cellFormula: true, cellHTML: false });
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name]!;
    for (const [address, cell] of Object.entries(sheet)) {
      if (address.startsWith("!")) continue;
      const value = cell as XLSX.CellObject;
      if (value.f !== undefined) {
        // Keep what the formula showed, as plain data.
        delete value.f;
        delete value.F;
        if (value.v === undefined) {
          value.t = "s";
          value.v = "";
        }
      }
      if (value.t === "s" && typeof value.v === "string") {
        value.v = neutraliseFormula(value.v);
        delete value.w;
        delete value.h;
        delete value.r;
      }
    }
  }
  return new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }) as ArrayBuffer);
}
