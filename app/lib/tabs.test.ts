import { describe, expect, it } from "vitest";
import { closeTabs, visitTab, type Tab } from "./tabs";

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
