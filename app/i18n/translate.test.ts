import { describe, expect, it } from "vitest";
import enUS from "./locales/en-US";
import zhCN from "./locales/zh-CN";
import { createTranslator, interpolate } from "./translate";

describe("createTranslator", () => {
  const t = createTranslator({ common: { search: "查询", range: "第 {{from}}-{{to}} 条，共 {{ total }} 条" }, top: "顶层" });

  it("finds a dotted key and fills its placeholders", () => {
    expect(t("common.search")).toBe("查询");
    expect(t("top")).toBe("顶层");
    expect(t("common.range", { from: 1, to: 10, total: 2400 })).toBe("第 1-10 条，共 2400 条");
  });

  it("answers the default value, else the key, for a missing key or a key of a group", () => {
    expect(t("common.missing", { defaultValue: "Exit task already exists" })).toBe("Exit task already exists");
    expect(t("设备不存在: AED-1")).toBe("设备不存在: AED-1");
    expect(t("common")).toBe("common");
    expect(t("menu.x", { defaultValue: "{{n}} left", n: 3 })).toBe("3 left");
  });

  it("leaves a placeholder without a value as it is, and fills zero and false", () => {
    expect(interpolate("{{a}}/{{b}}/{{c}}", { a: 0, b: false })).toBe("0/false/{{c}}");
  });

  it("reads the real catalogues in both languages", () => {
    expect(createTranslator(zhCN)("common.search")).toBe("查询");
    expect(createTranslator(enUS)("common.search")).toBe("Search");
  });
});
