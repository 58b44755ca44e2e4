import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { defuseWorkbook, neutraliseFormula } from "./spreadsheet-safe";

describe("neutraliseFormula", () => {
  it("hostile #13: prefixes text a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+86 138", "-2+3", "@SUM(A1)", "\t=cmd", "\r=cmd"]) expect(neutraliseFormula(text)).toBe(`'${text}`);
  });
  it("leaves ordinary text alone", () => {
    for (const text of ["杭州市西湖区", "AED24000001", "2026-03-01 10:00:00", "a=b", ""]) expect(neutraliseFormula(text)).toBe(text);
  });
});

describe("defuseWorkbook", () => {
  it("defuses text and formula cells, keeps numbers", () => {
    const sheet = XLSX.utils.aoa_to_sheet([["sn", "address", "lng"], ["AED1", '=HYPERLINK("http://evil.example","x")', 120.5], ["AED2", "-1", -3]]);
    sheet.D2 = { t: "n", v: 2, f: "1+1" };
    sheet["!ref"] = "A1:D3";
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, "S");
    const out = XLSX.read(defuseWorkbook(new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" }))), { type: "array", cellFormula: true });
    const s = out.Sheets.S!;
    expect(s.B2!.v).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(s.B3!.v).toBe("'-1");
    expect(s.C2!.v).toBe(120.5);
    expect(s.C3!.v).toBe(-3);
    expect(s.D2!.f).toBeUndefined();
    expect(s.D2!.v).toBe(2);
    expect(s.A2!.v).toBe("AED1");
  });
});
