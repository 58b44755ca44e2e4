import { describe, expect, it } from "vitest";
import { mergePreview, normalizeCell, parsePostedRows, rowErrorLines, sameRows, schemaErrors, validRows } from "./device-import";

describe("import preview: the device form's rules on each row", () => {
  it("accepts a complete row and a row that only names a serial number (an update)", () => {
    expect(schemaErrors({ sn: "AED0000001", model: "AED 3", city: "北京市", longitude: "116.4", latitude: "39.9", contactPhone: "13800001111", publicMode: "public" })).toEqual({});
    expect(schemaErrors({ sn: "AED0000001" })).toEqual({});
  });

  it("reports each bad cell with the form's message: serial, phone, lengths, coordinates, enums", () => {
    expect(schemaErrors({ sn: "bad sn", contactPhone: "123", address: "长".repeat(101), longitude: "200", soldState: "MAYBE" })).toEqual({
      sn: ["fleet.preview.snFormat"],
      contactPhone: ["validation.phone"],
      address: ['validation.maxLength|{"max":100}'],
      longitude: ['fleet.preview.range|{"min":73,"max":136}'],
      soldState: ['fleet.preview.oneOf|{"values":"SOLD, UNSOLD"}'],
    });
    expect(schemaErrors({})).toEqual({ sn: ["validation.required"] });
    // The device form keeps contact names to 20 characters.
    expect(schemaErrors({ sn: "AED0000001", contactName: "名".repeat(21) })).toEqual({ contactName: ['validation.maxLength|{"max":20}'] });
  });
});

describe("import preview: merged with the platform's dry run", () => {
  it("shows the form's errors first and the platform's where the form found none; any error makes the row invalid", () => {
    const merged = mergePreview([
      { row: 2, status: "ERROR", values: { sn: "AED0000001", city: "火星市", contactPhone: "123" }, errors: { city: ["城市不存在"], contactPhone: ["请输入有效的 11 位手机号"] } },
      { row: 3, status: "UPDATE", values: { sn: "AED0000002" }, errors: {} },
      { row: 4, status: "CREATE", values: { sn: "AED0000003", latitude: "99" }, errors: {} },
      { row: 5, status: "ERROR", values: { sn: "AED0000001" }, errors: { sn: ["序列号在文件中重复"] } },
    ]);
    expect(merged[0]).toEqual({ row: 2, status: "ERROR", values: { sn: "AED0000001", city: "火星市", contactPhone: "123" }, errors: { city: ["城市不存在"], contactPhone: ["validation.phone"] } });
    expect(merged[1]!.status).toBe("UPDATE");
    expect(merged[2]).toMatchObject({ status: "ERROR", errors: { latitude: ['fleet.preview.range|{"min":3,"max":54}'] } });
    expect(merged[3]).toMatchObject({ status: "ERROR", errors: { sn: ["序列号在文件中重复"] } });
    expect(validRows(merged).map((r) => r.row)).toEqual([3]);
  });

  it("reads rows posted back from the grid: known fields only, text, bounded", () => {
    expect(parsePostedRows(JSON.stringify([{ sn: " AED0000001 ", longitude: 120.5, evil: "x", city: "" }]), 10)).toEqual([{ sn: "AED0000001", longitude: "120.5" }]);
    expect(parsePostedRows("[]", 10)).toBeNull();
    expect(parsePostedRows("not json", 10)).toBeNull();
    expect(parsePostedRows(JSON.stringify([{}, {}, {}]), 2)).toBeNull();
    expect(parsePostedRows(JSON.stringify([["AED0000001"]]), 10)).toBeNull();
  });
});

describe("import preview: what the last check counted (issue 34)", () => {
  it("lists a row's errors in column order, for the line at the row's start", () => {
    expect(rowErrorLines({ errors: { latitude: ["纬度不对"], longitude: ["a", "b"], sn: ["fleet.preview.snFormat"] } })).toEqual([
      { field: "sn", message: "fleet.preview.snFormat" },
      { field: "longitude", message: "a" },
      { field: "longitude", message: "b" },
      { field: "latitude", message: "纬度不对" },
    ]);
    expect(rowErrorLines({ errors: {} })).toEqual([]);
  });

  it("reads a cell as the import does: trimmed text, numbers as text, blank as absent", () => {
    expect(normalizeCell("  120.5 ")).toBe("120.5");
    expect(normalizeCell(120.5)).toBe("120.5");
    expect(normalizeCell("   ")).toBeUndefined();
    expect(normalizeCell(undefined)).toBeUndefined();
    expect(normalizeCell(Number.NaN)).toBeUndefined();
    expect(normalizeCell("x".repeat(600))).toHaveLength(500);
  });

  it("tells a grid still showing the checked rows from one edited since", () => {
    const checked = [{ sn: "AED0000001", longitude: "120.5" }, { sn: "AED0000002", contactPhone: "123" }];
    expect(sameRows([{ sn: " AED0000001", longitude: "120.5", city: "" }, { sn: "AED0000002", contactPhone: "123" }], checked)).toBe(true);
    expect(sameRows([{ sn: "AED0000001", longitude: "120.5" }, { sn: "AED0000002", contactPhone: "13800001111" }], checked)).toBe(false);
    expect(sameRows([{ sn: "AED0000001", longitude: "120.5" }, { sn: "AED0000002" }], checked)).toBe(false);
    expect(sameRows([{ sn: "AED0000001", longitude: "120.5" }], checked)).toBe(false);
    // What the grid posts back reads the same as what it was given.
    expect(sameRows(parsePostedRows(JSON.stringify(checked), 10)!, checked)).toBe(true);
  });
});
