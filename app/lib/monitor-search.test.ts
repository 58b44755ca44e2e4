import { describe, expect, it } from "vitest";
import { hasMonitorSearch, monitorSearch, monitorSearchQuery } from "./monitor-search";

describe("monitorSearch", () => {
  it("keeps known id params and drops the rest", () => {
    const params = new URLSearchParams("brandId=3&institutionId=abc&countryStateId=11&cityId=1101&regionId=110105&x=1&__proto__=1");
    expect(monitorSearch(params)).toEqual({ brandId: "3", countryStateId: "11", cityId: "1101", regionId: "110105" });
  });

  it("drops a district whose city is unset (a cascade changed without JavaScript); a city may stand alone", () => {
    expect(monitorSearch(new URLSearchParams("cityId=1101&regionId=110105"))).toEqual({ cityId: "1101", regionId: "110105" });
    expect(monitorSearch(new URLSearchParams("countryStateId=11&regionId=110105"))).toEqual({ countryStateId: "11" });
  });

  it("tells a URL with a search from a bare one, and writes the query back", () => {
    expect(hasMonitorSearch(new URLSearchParams(""))).toBe(false);
    expect(hasMonitorSearch(new URLSearchParams("search=1"))).toBe(true);
    expect(hasMonitorSearch(new URLSearchParams("brandId="))).toBe(true);
    expect(monitorSearchQuery({ cityId: "1101", brandId: "2", countryStateId: "11" })).toBe("brandId=2&countryStateId=11&cityId=1101");
  });
});
