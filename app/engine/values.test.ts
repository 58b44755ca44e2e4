import { describe, expect, it } from "vitest";
import { formatFileSize, listedFields, toPlatformDateTime, valueAt } from "./values";

describe("valueAt", () => {
  it("reads nested values and refuses prototype paths", () => {
    const row = { id: 1, volunteer: { firstName: "李雷" } };
    expect(valueAt(row, "volunteer.firstName")).toBe("李雷");
    expect(valueAt(row, "volunteer.missing")).toBeUndefined();
    expect(valueAt(row, "__proto__.toString")).toBeUndefined();
    expect(valueAt(row, "constructor")).toBeUndefined();
    expect(valueAt(null, "id")).toBeUndefined();
  });
});

describe("formatFileSize", () => {
  it("formats bytes, kilobytes and megabytes", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(2048)).toBe("2.0 KB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatFileSize(-1)).toBe("");
    expect(formatFileSize(null)).toBe("");
  });
});

describe("toPlatformDateTime", () => {
  it("turns datetime-local values into the platform's format, closing the end of a minute", () => {
    expect(toPlatformDateTime("2026-11-01T08:30", "start")).toBe("2026-11-01 08:30:00");
    expect(toPlatformDateTime("2026-11-01T08:30", "end")).toBe("2026-11-01 08:30:59");
    expect(toPlatformDateTime("2026-11-01 08:30:15", "end")).toBe("2026-11-01 08:30:15");
    expect(toPlatformDateTime("yesterday", "start")).toBeUndefined();
    expect(toPlatformDateTime("", "start")).toBeUndefined();
    expect(toPlatformDateTime("2026-13-40T99:00", "start")).toBeUndefined();
    expect(toPlatformDateTime("2026-02-30T08:00", "end")).toBeUndefined();
  });
});

describe("listedFields", () => {
  it("keeps the id, the label, each column's top-level field and the extras a route asks for", () => {
    const resource = { idKey: "id", labelKey: "sn", columns: [{ key: "brand.name" }, { key: "photo", altKey: "caption" }, { key: "missing" }] };
    const rows = [{ id: 7, sn: "A1", brand: { id: 2, name: "迈瑞" }, photo: "p.png", caption: "正面", readiness: { ready: true }, address: "长街 1 号", notes: "x" }];
    expect(listedFields(resource, rows, ["readiness"])).toEqual([{ id: 7, sn: "A1", brand: { id: 2, name: "迈瑞" }, photo: "p.png", caption: "正面", readiness: { ready: true } }]);
  });
});
