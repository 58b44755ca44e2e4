import { describe, expect, it } from "vitest";
import { defineResource, narrowResource } from "./define-resource";

const events = defineResource({
  name: "events", permission: "eventSolution", titleKey: "menu.eventSolution", basePath: "/solution/event/list", prefix: "event",
  defaultSort: { field: "startTime", order: "descend" },
  attrs: {
    name: { column: true, sortable: true, filter: "text", field: "text", required: true, maxLength: 50 },
    state: { column: true, values: ["A", "B"], filter: "select", tones: { A: "green" } },
    cityId: { detail: false, filter: "select", dynamic: true, field: "select", required: true },
    startTime: { column: true, kind: "datetime", sortable: true, filter: "range", field: "datetime" },
  },
});

describe("defineResource", () => {
  it("derives columns, filters and the URL spec from one attribute list", () => {
    expect(events.columns.map((c) => c.key)).toEqual(["name", "state", "startTime"]);
    expect(events.columns[1]).toEqual({ key: "state", labelKey: "event.state", kind: "enum", enumKey: "event.stateValues", tones: { A: "green" } });
    expect(events.filters.map((f) => f.name)).toEqual(["name", "state", "cityId", "startTimeBegin"]);
    expect(events.filters[2]).toMatchObject({ kind: "select", dynamic: true });
    expect(events.listSpec).toEqual({
      sortFields: ["id", "name", "startTime"], defaultSort: { field: "startTime", order: "descend" },
      filters: ["name", "state", "cityId", "startTimeBegin", "startTimeEnd"],
    });
  });

  it("keeps hidden attributes out of the detail and only editable ones in the form", () => {
    expect(events.detail!.map((c) => c.key)).toEqual(["name", "state", "startTime"]);
    expect(events.fields!.map((f) => [f.name, f.kind, f.required ?? false])).toEqual([
      ["name", "text", true], ["cityId", "select", true], ["startTime", "datetime", false],
    ]);
  });
});

describe("narrowResource", () => {
  it("keeps only the named filters, ranges with both ends, under a new name", () => {
    const inside = narrowResource(events, "cityEvents", ["name", "startTimeBegin"]);
    expect(inside.name).toBe("cityEvents");
    expect(inside.filters.map((f) => f.name)).toEqual(["name", "startTimeBegin"]);
    expect(inside.listSpec.filters).toEqual(["name", "startTimeBegin", "startTimeEnd"]);
    expect(inside.columns).toBe(events.columns);
  });
});
