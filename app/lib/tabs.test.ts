import { describe, expect, it } from "vitest";
import type { MenuEntry } from "./permissions";
import { closeTabs, tabForPage, tabsAfterVisit, visitTab, type Tab } from "./tabs";

const tab = (key: string, url = key): Tab => ({ key, url, titleKey: `menu.${key}` });
const keys = (tabs: Tab[]) => tabs.map((t) => t.key);

describe("visitTab", () => {
  it("adds new tabs at the end and updates an existing tab's URL in place", () => {
    let tabs = visitTab([], tab("/a"));
    tabs = visitTab(tabs, tab("/b"));
    tabs = visitTab(tabs, tab("/a", "/a?pageNo=3"));
    expect(keys(tabs)).toEqual(["/a", "/b"]);
    expect(tabs[0].url).toBe("/a?pageNo=3");
  });

  it("drops the oldest tab past the maximum", () => {
    let tabs: Tab[] = [];
    for (const key of ["/1", "/2", "/3", "/4"]) tabs = visitTab(tabs, tab(key), 3);
    expect(keys(tabs)).toEqual(["/2", "/3", "/4"]);
  });
});

describe("closeTabs", () => {
  const tabs = [tab("/a"), tab("/b"), tab("/c")];

  it("refuses to close the last tab", () => {
    expect(closeTabs([tab("/a")], "/a", "current")).toEqual({ ok: false, message: "tabs.lastTab" });
    expect(closeTabs([tab("/a")], "/a", "all")).toEqual({ ok: false, message: "tabs.lastTab" });
  });

  it("closes the current tab and goes to its neighbour", () => {
    const result = closeTabs(tabs, "/b", "current");
    expect(result).toEqual({ ok: true, tabs: [tab("/a"), tab("/c")], goTo: "/c" });
    expect(closeTabs(tabs, "/c", "current")).toMatchObject({ goTo: "/b" });
  });

  it("closes another tab without moving", () => {
    expect(closeTabs(tabs, "/a", "one", "/c")).toEqual({ ok: true, tabs: [tab("/a"), tab("/b")], goTo: null });
  });

  it("closes left and right, with the spec's messages when there are none", () => {
    expect(closeTabs(tabs, "/b", "left")).toMatchObject({ ok: true, tabs: [tab("/b"), tab("/c")] });
    expect(closeTabs(tabs, "/b", "right")).toMatchObject({ ok: true, tabs: [tab("/a"), tab("/b")] });
    expect(closeTabs(tabs, "/a", "left")).toEqual({ ok: false, message: "tabs.noLeft" });
    expect(closeTabs(tabs, "/c", "right")).toEqual({ ok: false, message: "tabs.noRight" });
  });

  it("closes all but the active tab", () => {
    expect(closeTabs(tabs, "/c", "all")).toEqual({ ok: true, tabs: [tab("/c")], goTo: null });
  });
});

describe("tabForPage", () => {
  const menu: MenuEntry[] = [
    { mark: "dashboard", path: "/dashboard", children: [{ mark: "workplace", path: "/dashboard/workplace" }] },
    { mark: "device", path: "/device", children: [{ mark: "deviceList", path: "/device/list" }, { mark: "deviceFirmware", path: "/device/firmware" }] },
  ];
  const at = (href: string) => tabForPage(menu, new URL(href, "http://console"));

  it("gives a leaf entry's pages, records and modals one tab that keeps the query", () => {
    expect(at("/device/list?pageNo=2")).toEqual({ key: "/device/list", url: "/device/list?pageNo=2", titleKey: "menu.deviceList" });
    expect(at("/device/firmware/12/edit")?.key).toBe("/device/firmware");
  });
  it("gives each record under a group its own tab", () => {
    expect(at("/device/2399/maintenance")).toEqual({ key: "/device/2399", url: "/device/2399/maintenance", titleKey: "menu.device", record: true });
    expect(at("/device/2400")?.key).toBe("/device/2400");
  });
  it("gives no tab to off-site, unknown, forbidden or group paths", () => {
    expect(at("//evil.example/x")).toBeNull();
    expect(at("/no/such/page")).toBeNull();
    expect(at("/system/user")).toBeNull();
    expect(at("/device")).toBeNull();
    expect(at("/device/nonsense")).toBeNull();
  });
  it("keeps the fixed pages outside the menu", () => {
    expect(at("/account/center")?.titleKey).toBe("menu.accountCenter");
  });
});

describe("tabForPage and an answer's status", () => {
  const menu: MenuEntry[] = [{ mark: "device", path: "/device", children: [{ mark: "deviceFirmware", path: "/device/firmware" }] }];
  const at = (href: string, status: number) => tabForPage(menu, new URL(href, "http://console"), status);

  it("records only a page: a 404, a 5xx or an action's 400 under a screen gives no tab", () => {
    expect(at("/device/firmware?name=v1", 200)?.url).toBe("/device/firmware?name=v1");
    expect(at("/device/firmware/export-nope?format=xlsx", 404)).toBeNull();
    expect(at("/device/firmware/99999999/edit", 404)).toBeNull();
    expect(at("/device/firmware", 502)).toBeNull();
    expect(at("/device/firmware/new", 400)).toBeNull();
  });
});

describe("tabsAfterVisit", () => {
  const list: Tab = { key: "/device/firmware", url: "/device/firmware?name=v1", titleKey: "menu.deviceFirmware" };
  it("keeps a list's last URL when a modal under it is visited, and changes nothing on a reload", () => {
    expect(tabsAfterVisit([list], { ...list, url: "/device/firmware/3/edit" }, "/device/firmware/3/edit")).toBeNull();
    expect(tabsAfterVisit([list], list, "/device/firmware")).toBeNull();
    expect(tabsAfterVisit([list], { ...list, url: "/device/firmware?name=v2" }, "/device/firmware")).toEqual([{ ...list, url: "/device/firmware?name=v2" }]);
  });
});
