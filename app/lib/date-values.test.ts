import { describe, expect, it } from "vitest";
import { endOfDay, nativeDateValue, nativeStep, parseDateValue, pickerFormat } from "./date-values";

describe("parseDateValue", () => {
  it("reads dates and local date-times with a T or a space, seconds optional", () => {
    expect(parseDateValue("2026-03-05")).toEqual(new Date(2026, 2, 5));
    expect(parseDateValue("2026-03-05T08:09")).toEqual(new Date(2026, 2, 5, 8, 9));
    expect(parseDateValue("2026-03-05 08:09:10")).toEqual(new Date(2026, 2, 5, 8, 9, 10));
    expect(parseDateValue(" 2026-03-05T23:59:59 ")).toEqual(new Date(2026, 2, 5, 23, 59, 59));
  });

  it("refuses what is not a calendar date and time", () => {
    for (const text of ["", "2026-02-30", "2026-13-01", "2026-03-05T24:00", "2026-03-05 10:60", "2026-3-5", "5/3/2026", "2026-03-05T10"]) {
      expect(parseDateValue(text), text).toBeNull();
    }
  });
});

describe("nativeDateValue", () => {
  it("posts what the native inputs post", () => {
    expect(nativeDateValue(new Date(2026, 2, 5, 8, 9), "date")).toBe("2026-03-05");
    expect(nativeDateValue(new Date(2026, 2, 5, 8, 9), "datetime-local")).toBe("2026-03-05T08:09");
    expect(nativeDateValue(new Date(2026, 2, 5, 8, 9, 7), "datetime-local")).toBe("2026-03-05T08:09:07");
    expect(nativeDateValue(null, "date")).toBe("");
    expect(nativeDateValue(new Date(Number.NaN), "datetime-local")).toBe("");
  });

  it("round-trips through parseDateValue", () => {
    for (const text of ["2026-01-01T00:00", "2026-12-31T23:59:59", "2024-02-29T12:30"]) {
      expect(nativeDateValue(parseDateValue(text), "datetime-local")).toBe(text);
    }
  });
});

describe("pickerFormat and endOfDay", () => {
  it("shows the precision the native input has", () => {
    expect(pickerFormat("date", true)).toBe("YYYY-MM-DD");
    expect(pickerFormat("datetime-local", false)).toBe("YYYY-MM-DD HH:mm");
    expect(pickerFormat("datetime-local", true)).toBe("YYYY-MM-DD HH:mm:ss");
    expect(endOfDay(new Date(2026, 2, 5, 8))).toEqual(new Date(2026, 2, 5, 23, 59, 59));
  });
});

describe("nativeStep", () => {
  it("draws a native date-time input to the minute unless its value has seconds", () => {
    expect(nativeStep("datetime-local", undefined, 1)).toBeUndefined();
    expect(nativeStep("datetime-local", "", 1)).toBeUndefined();
    expect(nativeStep("datetime-local", "2026-01-02T03:04", 1)).toBeUndefined();
    expect(nativeStep("datetime-local", "2026-01-02T03:04:00", 1)).toBeUndefined();
    expect(nativeStep("datetime-local", "2026-01-31T23:59:59", 1)).toBe(1);
  });
  it("leaves other fields' steps as given", () => {
    expect(nativeStep("date", "2026-01-02", 1)).toBe(1);
    expect(nativeStep("datetime-local", "2026-01-02T03:04:05", undefined)).toBeUndefined();
  });
});
