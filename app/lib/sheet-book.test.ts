import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { defuseBook, readRows, readSheets, sheetKind, unpackedWithin, writeBook } from "./sheet-book.mjs";

const rows = [["序列号", "地址", "经度"], ["AED0000001", "杭州市西湖区文三路 1 号", 120.13], ["AED0000002", null, -3]];

describe("the spreadsheet wrapper (SheetJS CE 0.20.3)", () => {
  it("writes and reads back .xlsx and legacy .xls (BIFF8), Chinese text and numbers intact", () => {
    for (const kind of ["xlsx", "xls"] as const) {
      const bytes = writeBook([{ name: "设备", rows }], kind);
      expect(sheetKind(bytes)).toBe(kind);
      expect(readRows(bytes)).toEqual(rows);
    }
  });

  it("tells spreadsheets from other bytes by their first bytes", () => {
    expect(sheetKind(strToU8("序列号,型号\nA,B"))).toBeNull();
    expect(sheetKind(new Uint8Array())).toBeNull();
  });

  it("hostile #13: defuses every sheet: formula-like text gets an apostrophe, formulas become their value", () => {
    // A hand-written sheet with a real formula cell (<f>) and its cached value, as a platform might send it.
    const source = unzipSync(writeBook([{ name: "S", rows: [["a"], ["b"]] }, { name: "Two", rows: [["-1"]] }]));
    const sheet = strFromU8(source["xl/worksheets/sheet1.xml"]!).replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:C1"/>').replace(
      /<sheetData>.*<\/sheetData>/s,
      '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>=HYPERLINK("http://evil.example","x")</t></is></c><c r="B1"><f>1+1</f><v>2</v></c><c r="C1"><v>120.5</v></c></row></sheetData>',
    );
    source["xl/worksheets/sheet1.xml"] = strToU8(sheet);
    const out = defuseBook(zipSync(source));
    const sheets = readSheets(out);
    expect(sheets.map((s) => s.name)).toEqual(["S", "Two"]);
    expect(sheets[0]!.rows).toEqual([[`'=HYPERLINK("http://evil.example","x")`, 2, 120.5]]);
    expect(sheets[1]!.rows).toEqual([["'-1"]]);
    const written = unzipSync(out);
    for (const [name, data] of Object.entries(written)) if (name.startsWith("xl/worksheets/")) expect(strFromU8(data)).not.toMatch(/<f[\s>/]/);
  });

  it("counts a zip's unpacked bytes and stops past the cap", () => {
    const big = zipSync({ "a.xml": strToU8(" ".repeat(2 * 1024 * 1024)) }, { level: 9 });
    expect(big.length).toBeLessThan(64 * 1024);
    expect(unpackedWithin(big, 3 * 1024 * 1024)).toBe(true);
    expect(unpackedWithin(big, 1024 * 1024)).toBe(false);
  });
});
