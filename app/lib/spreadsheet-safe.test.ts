import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "./spreadsheet-safe.mjs";

describe("neutraliseFormula", () => {
  it("hostile #13: prefixes text a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+86 138", "-2+3", "@SUM(A1)", "\t=cmd", "\r=cmd"]) expect(neutraliseFormula(text)).toBe(`'${text}`);
  });
  it("leaves ordinary text alone", () => {
    for (const text of ["杭州市西湖区", "AED24000001", "2026-03-01 10:00:00", "a=b", ""]) expect(neutraliseFormula(text)).toBe(text);
  });
});
