// Spreadsheets written row by row, so an export of any size holds one page of rows in memory, never the file:
// CSV as text, XLSX as a zip whose sheet entry is deflated as rows arrive (fflate's streaming zip). Every text
// cell is defused against formula injection (hostile case 13), the same rule as the device export.
import { Zip, ZipDeflate } from "fflate";
import { neutraliseFormula as defuseCellText } from "./spreadsheet-safe.mjs";

export type Cell = string | number | null | undefined;

export interface SheetWriter {
  /** Writes one row; the returned promise resolves when the consumer has room for more. */
  row(cells: readonly Cell[]): Promise<void>;
  /** Finishes the file and closes the stream. */
  end(): Promise<void>;
  /** Abandons the file (the client went away). */
  abort(reason?: unknown): void;
  readonly stream: ReadableStream<Uint8Array>;
}

const encoder = new TextEncoder();

/** A ReadableStream fed by `push`, whose writer waits while the reader is behind (back-pressure). */
function pushStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let resume: (() => void) | undefined;
  let cancelled: unknown;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      pull() {
        resume?.();
        resume = undefined;
      },
      cancel(reason) {
        cancelled = reason ?? new Error("cancelled");
        resume?.();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  return {
    stream,
    push: (chunk: Uint8Array) => {
      if (cancelled === undefined && chunk.byteLength) controller.enqueue(chunk);
    },
    /** Resolves when the reader wants more; rejects once it went away. */
    ready: async () => {
      if (cancelled !== undefined) throw cancelled;
      if ((controller.desiredSize ?? 1) > 0) return;
      await new Promise<void>((resolve) => (resume = resolve));
      if (cancelled !== undefined) throw cancelled;
    },
    close: () => cancelled === undefined && controller.close(),
    error: (reason: unknown) => cancelled === undefined && controller.error(reason),
  };
}

const csvCell = (value: Cell) => {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? String(value) : defuseCellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read Chinese right). */
export function csvWriter(header: readonly string[]): SheetWriter {
  const out = pushStream();
  out.push(encoder.encode(`\uFEFF${header.map(csvCell).join(",")}\r\n`));
  return {
    stream: out.stream,
    async row(cells) {
      out.push(encoder.encode(`${cells.map(csvCell).join(",")}\r\n`));
      await out.ready();
    },
    async end() {
      out.close();
    },
    abort: (reason) => out.error(reason),
  };
}

const xmlText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, "");

function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function xlsxRow(rowNumber: number, cells: readonly Cell[], defuse = true): string {
  const parts = cells.map((value, i) => {
    const ref = `${columnName(i)}${rowNumber}`;
    if (value === null || value === undefined || value === "") return "";
    if (typeof value === "number" && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`;
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(defuse ? defuseCellText(String(value)) : String(value))}</t></is></c>`;
  });
  return `<row r="${rowNumber}">${parts.join("")}</row>`;
}

const STATIC_PARTS: Record<string, string> = {
  "[Content_Types].xml":
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  "_rels/.rels":
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  "xl/_rels/workbook.xml.rels":
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/**
 * XLSX with one sheet named `sheetName`, inline strings (no shared-string table to keep in memory). Text is defused
 * unless `raw` (a file for a program, such as the import the console sends the platform, not for people).
 */
export function xlsxWriter(header: readonly string[], sheetName: string, { raw = false }: { raw?: boolean } = {}): SheetWriter {
  const out = pushStream();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.error(error);
    out.push(chunk);
    if (final) out.close();
  });
  // Deflated, not stored: a stored entry followed by a data descriptor (how a streaming zip is written) is legal,
  // but several readers (SheetJS among them, Java's ZipInputStream too) cannot find where its data ends.
  const part = (name: string, text: string) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(encoder.encode(text), true);
  };
  for (const [name, text] of Object.entries(STATIC_PARTS)) part(name, text);
  part(
    "xl/workbook.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, " "))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  const sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 6 });
  zip.add(sheet);
  let rowNumber = 1;
  sheet.push(
    encoder.encode(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${xlsxRow(rowNumber, header, !raw)}`,
    ),
  );
  return {
    stream: out.stream,
    async row(cells) {
      rowNumber += 1;
      sheet.push(encoder.encode(xlsxRow(rowNumber, cells, !raw)));
      await out.ready();
    },
    async end() {
      sheet.push(encoder.encode("</sheetData></worksheet>"), true);
      zip.end();
    },
    abort: (reason) => {
      zip.terminate();
      out.error(reason);
    },
  };
}
