import { describe, expect, it } from "vitest";
import { localEventName, localName } from "./local-name";

describe("localName", () => {
  const institution = { name: "北京卫生健康委员会", nameEn: "Beijing Health Commission", parentName: "国家卫健委", parentNameEn: null };

  it("gives the English name in en-US when the record has one", () => {
    expect(localName(institution, "en-US")).toBe("Beijing Health Commission");
  });
  it("gives the Chinese name in zh-CN", () => {
    expect(localName(institution, "zh-CN")).toBe("北京卫生健康委员会");
  });
  it("falls back to the Chinese name when the English one is missing or blank", () => {
    expect(localName(institution, "en-US", "parentName")).toBe("国家卫健委");
    expect(localName({ name: "杭州", nameEn: "  " }, "en-US")).toBe("杭州");
    expect(localName({ name: "杭州" }, "en-US")).toBe("杭州");
  });
  it("reads any name field by its key (parentName → parentNameEn)", () => {
    expect(localName({ cityName: "重庆市", cityNameEn: "Chongqing" }, "en-US", "cityName")).toBe("Chongqing");
  });
  it("gives an empty text for a record without the name, and never reads inherited keys", () => {
    expect(localName(null, "en-US")).toBe("");
    expect(localName({}, "en-US")).toBe("");
    expect(localName(Object.create({ nameEn: "Inherited" }) as object, "en-US")).toBe("");
  });
});

describe("localEventName", () => {
  const t = (key: string, options?: { defaultValue?: string }) => ({ "eventName.DEVICE_OFFLINE": "Device offline" })[key] ?? options?.defaultValue ?? key;
  it("names a known event code in English in en-US", () => {
    expect(localEventName({ code: "DEVICE_OFFLINE", name: "设备离线" }, "en-US", t)).toBe("Device offline");
  });
  it("keeps the platform's name in zh-CN, and for an event code the console does not know", () => {
    expect(localEventName({ code: "DEVICE_OFFLINE", name: "设备离线（已改名）" }, "zh-CN", t)).toBe("设备离线（已改名）");
    expect(localEventName({ code: "NEW_EVENT", name: "新事件" }, "en-US", t)).toBe("新事件");
  });
});
