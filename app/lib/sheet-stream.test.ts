import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { csvWriter, type SheetWriter, xlsxWriter } from "./sheet-stream";

async function collect(writer: SheetWriter, rows: (string | number | null)[][]): Promise<Uint8Array> {
  const reading = new Response(writer.stream).arrayBuffer();
  for (const row of rows) await writer.row(row);
  await writer.end();
  return new Uint8Array(await reading);
}

describe("sheet streams", () => {
  it("writes CSV with a byte-order mark, quoting and defused formulas", async () => {
    const bytes = await collect(csvWriter(["编号", "内容"]), [[1, '他说 "你好", 然后'], [2, "=HYPERLINK(\"evil\")"], [3, null]]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFF编号,内容\r\n")).toBe(true);
    expect(text).toContain('1,"他说 ""你好"", 然后"\r\n');
    expect(text).toContain(`2,"'=HYPERLINK(""evil"")"\r\n`);
    expect(text).toContain("3,\r\n");
  });

  it("writes an XLSX package: the parts a spreadsheet program needs, numbers as numbers, formulas defused as text", async () => {
    const bytes = await collect(xlsxWriter(["编号", "手机号", "内容"], "语音记录"), [[1, "13800000001", "@SUM(A1)"], [2, "13800000002", "<b>&</b>"]]);
    // Read through the central directory, as Excel and LibreOffice do (the sheet entry is streamed, so its sizes
    // follow its data in a descriptor).
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(["[Content_Types].xml", "_rels/.rels", "xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/worksheets/sheet1.xml"]);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(text("xl/workbook.xml")).toContain('<sheet name="语音记录"');
    const sheet = text("xl/worksheets/sheet1.xml");
    expect(sheet).toContain('<row r="1"><c r="A1" t="inlineStr"><is><t xml:space="preserve">编号</t></is></c>');
    expect(sheet).toContain('<c r="A2"><v>1</v></c><c r="B2" t="inlineStr"><is><t xml:space="preserve">13800000001</t></is></c>');
    expect(sheet).toContain("<t xml:space=\"preserve\">'@SUM(A1)</t>");
    expect(sheet).toContain("&lt;b&gt;&amp;&lt;/b&gt;");
    expect(sheet).not.toContain("<f>");
    expect(sheet.endsWith("</sheetData></worksheet>")).toBe(true);
  });

  it("waits for a slow reader instead of buffering the whole file", async () => {
    const writer = csvWriter(["n"]);
    const reader = writer.stream.getReader();
    let written = 0;
    const writing = (async () => {
      for (let i = 0; i < 50_000; i++) {
        await writer.row([`${i}`.padStart(40, "x")]);
        written = i + 1;
      }
      await writer.end();
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nothing read yet: the writer stopped after about 64 kB (≈1,500 rows of 42 bytes), not at 50,000.
    expect(written).toBeLessThan(5_000);
    let chunks = 0;
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
      chunks++;
    }
    await writing;
    expect(written).toBe(50_000);
    expect(chunks).toBeGreaterThan(10);
  });
});
