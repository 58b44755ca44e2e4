import { describe, expect, it } from "vitest";
import { isSameOriginWrite } from "./same-origin";

const OWN = "http://console.example:3000";

describe("isSameOriginWrite", () => {
  it("accepts the console's own pages: same-origin Origin, Sec-Fetch-Site or (alone) Referer", () => {
    expect(isSameOriginWrite({ origin: OWN }, OWN)).toBe(true);
    expect(isSameOriginWrite({ origin: OWN, secFetchSite: "same-origin" }, OWN)).toBe(true);
    expect(isSameOriginWrite({ secFetchSite: "same-origin" }, OWN)).toBe(true);
    expect(isSameOriginWrite({ referer: `${OWN}/device/list?pageNo=2` }, OWN)).toBe(true);
    expect(isSameOriginWrite({ origin: "https://console.example" }, "https://console.example:443")).toBe(true);
  });
  it("hostile #44: refuses a write with no sign of where it comes from", () => {
    expect(isSameOriginWrite({}, OWN)).toBe(false);
    expect(isSameOriginWrite({ referer: "" }, OWN)).toBe(false);
    expect(isSameOriginWrite({ referer: "not a url" }, OWN)).toBe(false);
  });
  it("refuses other sites, null origins and cross-site fetches, whatever else is sent", () => {
    for (const source of [
      { origin: "http://evil.example" },
      { origin: "null" },
      { origin: "http://console.example:3001" },
      { origin: "https://console.example:3000" },
      { secFetchSite: "cross-site" },
      { secFetchSite: "same-site" },
      { secFetchSite: "none" },
      { origin: OWN, secFetchSite: "cross-site" },
      { secFetchSite: "cross-site", referer: `${OWN}/` },
      { origin: "http://evil.example", referer: `${OWN}/` },
      { referer: "http://evil.example/" },
      { referer: `http://console.example:3000.evil.example/` },
    ]) {
      expect(isSameOriginWrite(source, OWN), JSON.stringify(source)).toBe(false);
    }
  });
});
