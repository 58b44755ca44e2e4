import { describe, expect, it } from "vitest";
import type { MenuEntry } from "./permissions";
import { entryHref, goHref, matchScreens, menuScreens, normalizeQuery, serialQuery } from "./go-to";

const menu: MenuEntry[] = [
  { mark: "dashboard", path: "/dashboard", children: [{ mark: "workplace", path: "/dashboard/workplace" }, { mark: "Monitor", path: "/dashboard/monitor" }] },
  { mark: "message", path: "/message", children: [{ mark: "smsSentRecord", path: "/message/sms" }] },
  { mark: "device", path: "/device", hideChildrenMenu: true, children: [{ mark: "deviceList", path: "/device/list" }] },
  { mark: "notification", path: "/notification" },
  { mark: "old", path: "/old", redirectPath: "/new" },
];
const titles: Record<string, string> = { dashboard: "仪表盘", workplace: "工作台", Monitor: "监控", message: "消息管理", smsSentRecord: "短信发送记录", device: "设备", notification: "通知" };
const title = (mark: string) => titles[mark] ?? mark;

describe("menuScreens", () => {
  it("lists the leaves in menu order with their groups, hidden children as one screen", () => {
    expect(menuScreens(menu)).toEqual([
      { mark: "workplace", href: "/dashboard/workplace", trail: ["dashboard"], newWindow: false },
      { mark: "Monitor", href: "/dashboard/monitor", trail: ["dashboard"], newWindow: true },
      { mark: "smsSentRecord", href: "/message/sms", trail: ["message"], newWindow: false },
      { mark: "device", href: "/device/list", trail: [], newWindow: false },
      { mark: "notification", href: "/notification", trail: [], newWindow: false },
      { mark: "old", href: "/new", trail: [], newWindow: false },
    ]);
  });
  it("survives a malformed menu", () => {
    expect(menuScreens(null as never)).toEqual([]);
    expect(menuScreens([null as never, { mark: "x", path: "" }])).toEqual([]);
  });
  it("entryHref follows redirects and hidden children", () => {
    expect(entryHref(menu[2]!)).toBe("/device/list");
    expect(entryHref(menu[4]!)).toBe("/new");
  });
});

describe("matchScreens", () => {
  const screens = menuScreens(menu);
  it("matches titles, group titles and paths, every word", () => {
    expect(matchScreens(screens, "短信", title).map((s) => s.mark)).toEqual(["smsSentRecord"]);
    expect(matchScreens(screens, "仪表盘", title).map((s) => s.mark)).toEqual(["workplace", "Monitor"]);
    expect(matchScreens(screens, "  SMS ", title).map((s) => s.mark)).toEqual(["smsSentRecord"]);
    expect(matchScreens(screens, "仪表盘 监控", title).map((s) => s.mark)).toEqual(["Monitor"]);
    expect(matchScreens(screens, "nothing", title)).toEqual([]);
  });
  it("gives every screen for an empty query", () => {
    expect(matchScreens(screens, "", title)).toHaveLength(screens.length);
  });
});

describe("queries", () => {
  it("normalizes and bounds the query", () => {
    expect(normalizeQuery("  a   b ")).toBe("a b");
    expect(normalizeQuery(null)).toBe("");
    expect(normalizeQuery("x".repeat(80))).toHaveLength(50);
  });
  it("searches devices only for what can be part of a serial number", () => {
    expect(serialQuery(" AED24000001 ")).toBe("AED24000001");
    expect(serialQuery("短信")).toBeNull();
    expect(serialQuery("")).toBeNull();
    expect(serialQuery("A".repeat(21))).toBeNull();
  });
  it("links the results page", () => {
    expect(goHref(" 短信 ")).toBe("/go?q=%E7%9F%AD%E4%BF%A1");
  });
});
