import { describe, expect, it } from "vitest";
import { parseListParams } from "~/lib/list-params";
import { devices } from "~/resources/device/devices";
import { smsRecords } from "~/resources/message";
import { checkFilters } from "./list.server";

const params = (query: string) => parseListParams(new URLSearchParams(query), smsRecords.listSpec);

describe("checkFilters", () => {
  it("turns datetime-local filters into the platform's format", () => {
    const { params: checked, errors } = checkFilters(smsRecords, params("sendTimeBegin=2026-01-01T08:00&sendTimeEnd=2026-01-31T18:30"));
    expect(errors).toEqual({});
    expect(checked.filters).toMatchObject({ sendTimeBegin: "2026-01-01 08:00:00", sendTimeEnd: "2026-01-31 18:30:59" });
  });

  it("refuses a range that runs backwards and sends neither end upstream", () => {
    const { params: checked, errors } = checkFilters(smsRecords, params("sendTimeBegin=2026-02-01T00:00&sendTimeEnd=2026-01-01T00:00&phoneNumber=138"));
    expect(errors).toEqual({ sendTimeEnd: "validation.timeRange" });
    expect(checked.filters).toEqual({ phoneNumber: "138" });
  });

  it("refuses unreadable dates and drops unknown select values", () => {
    const { params: checked, errors } = checkFilters(smsRecords, params("sendTimeBegin=yesterday&sendState=EXPLODED"));
    expect(errors).toEqual({ sendTimeBegin: "validation.dateTime" });
    expect(checked.filters).toEqual({});
    // The right shape but no such date and time (a typed URL): refused too, never sent upstream.
    const impossible = checkFilters(smsRecords, params("sendTimeBegin=2026-13-40T99%3A00&sendTimeEnd=2026-02-30T08%3A00"));
    expect(impossible.errors).toEqual({ sendTimeBegin: "validation.dateTime", sendTimeEnd: "validation.dateTime" });
    expect(impossible.params.filters).toEqual({});
  });

  it("checks loader-supplied select values against the loaded choices, and keeps a value whose choices were not loaded", () => {
    const deviceParams = (query: string) => parseListParams(new URLSearchParams(query), devices.listSpec);
    const options = { cityId: [{ value: "330100", label: "杭州市" }], regionId: [] };
    expect(checkFilters(devices, deviceParams("cityId=330100&regionId=330106"), options).params.filters).toEqual({ cityId: "330100", regionId: "330106" });
    // A city of another province (the cascade moved on) is not sent upstream.
    expect(checkFilters(devices, deviceParams("cityId=110100&ready=maybe&networkState=ONLINE"), options).params.filters).toEqual({ networkState: "ONLINE" });
  });

  it("drops a stale city's district too when the province changed (no JS: the form posts all three)", () => {
    const deviceParams = (query: string) => parseListParams(new URLSearchParams(query), devices.listSpec);
    // Province now 310000 (Shanghai): its cities are loaded; the district list still belongs to the stale city.
    const options = { countryStateId: [{ value: "310000", label: "上海市" }], cityId: [{ value: "310100", label: "上海市" }], regionId: [{ value: "330106", label: "西湖区" }] };
    const checked = checkFilters(devices, deviceParams("countryStateId=310000&cityId=330100&regionId=330106"), options);
    expect(checked.params.filters).toEqual({ countryStateId: "310000" });
    expect(checked.dropped).toEqual(["cityId", "regionId"]);
  });
});
