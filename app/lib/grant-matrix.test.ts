import { describe, expect, it } from "vitest";
import { selectAll, selectAllTarget } from "./grant-matrix";

const screens = [
  { menuId: 11, mark: "smsSentRecord", actions: ["query", "get", "export"] },
  { menuId: 12, mark: "voiceSentRecord", actions: ["query", "get"] },
  { menuId: 13, mark: "notification", actions: [] },
];

describe("selectAllTarget", () => {
  it("reads rows and columns", () => {
    expect(selectAllTarget("row:smsSentRecord")).toEqual({ row: "smsSentRecord" });
    expect(selectAllTarget("col:export")).toEqual({ column: "export" });
  });
  it("refuses anything else", () => {
    for (const intent of ["", "row:", "all:sms", "row:a.b", "col:x:y", "row:1x", "save"]) expect(selectAllTarget(intent), intent).toBeNull();
  });
});

describe("selectAll", () => {
  const state = { menus: [12], grants: ["voiceSentRecord.get"] };
  it("checks a row's menu and every action it offers, keeping the other boxes", () => {
    const after = selectAll(state, screens, { row: "smsSentRecord" });
    expect(after.menus.sort()).toEqual([11, 12]);
    expect(after.grants.sort()).toEqual(["smsSentRecord.export", "smsSentRecord.get", "smsSentRecord.query", "voiceSentRecord.get"]);
  });
  it("checks an action's column only where the screen offers it", () => {
    const after = selectAll(state, screens, { column: "query" });
    expect(after.menus).toEqual([12]);
    expect(after.grants.sort()).toEqual(["smsSentRecord.query", "voiceSentRecord.get", "voiceSentRecord.query"]);
  });
  it("checks the menu column", () => {
    expect(selectAll(state, screens, { column: "menu" }).menus.sort()).toEqual([11, 12, 13]);
  });
  it("never checks a refused box (an action the editor does not hold)", () => {
    const refused = new Set(["smsSentRecord.export", "voiceSentRecord.query"]);
    expect(selectAll(state, screens, { row: "smsSentRecord" }, refused).grants.sort()).toEqual(["smsSentRecord.get", "smsSentRecord.query", "voiceSentRecord.get"]);
    expect(selectAll(state, screens, { column: "query" }, refused).grants.sort()).toEqual(["smsSentRecord.query", "voiceSentRecord.get"]);
  });
  it("leaves an unknown row as it was", () => {
    expect(selectAll(state, screens, { row: "nope" })).toEqual(state);
  });
});
