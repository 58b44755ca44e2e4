import { describe, expect, it } from "vitest";
import { parseListParams } from "~/lib/list-params";
import { smsRecords } from "~/resources/sms-records";
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
  });
});
