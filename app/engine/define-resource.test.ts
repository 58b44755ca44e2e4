import { describe, expect, it } from "vitest";
import { defineResource, narrowResource, REST } from "./define-resource";

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

describe("defineResource options", () => {
  const brands = defineResource({
    name: "brands", permission: "brand", titleKey: "menu.brand", basePath: "/config/brand", prefix: "brand",
    defaultSort: { field: "id", order: "ascend" },
    attrs: {
      id: { column: true },
      name: { column: true, filter: "text", field: "text" },
      logo: { column: true, kind: "image", altKey: "name", field: "file" },
      parentId: { filter: "hidden", field: "select", dynamic: true },
      enabled: { values: ["true", "false"], filter: "select", field: "checkbox", fieldOptions: false },
    },
    order: { columns: ["id", "logo"], filters: ["parentId"], detail: ["logo"], fields: ["enabled"] },
    extraFilterParams: ["topLevel"],
  });

  it("altKey: an image column and its detail name the alt text field", () => {
    expect(brands.columns.find((c) => c.key === "logo")).toEqual({ key: "logo", labelKey: "brand.logo", kind: "image", altKey: "name" });
    expect(brands.detail!.find((c) => c.key === "logo")?.altKey).toBe("name");
  });

  it("filter hidden: a bare hidden filter, in the URL spec", () => {
    expect(brands.filters.find((f) => f.name === "parentId")).toEqual({ name: "parentId", labelKey: "brand.parentId", kind: "hidden" });
    expect(brands.listSpec.filters).toContain("parentId");
  });

  it("fieldOptions false: the checkbox carries no enum options, the filter still does", () => {
    expect(brands.fields!.find((f) => f.name === "enabled")).toEqual({ name: "enabled", labelKey: "brand.enabled", kind: "checkbox" });
    expect(brands.filters.find((f) => f.name === "enabled")).toMatchObject({ options: ["true", "false"], enumKey: "brand.enabledValues" });
  });

  it("order: the named keys first, in that order, the rest as declared; the URL spec follows the filters", () => {
    expect(brands.columns.map((c) => c.key)).toEqual(["id", "logo", "name"]);
    expect(brands.filters.map((f) => f.name)).toEqual(["parentId", "name", "enabled"]);
    expect(brands.detail!.map((c) => c.key)).toEqual(["logo", "id", "name", "parentId", "enabled"]);
    expect(brands.fields!.map((f) => f.name)).toEqual(["enabled", "name", "logo", "parentId"]);
  });

  it("extraFilterParams: URL filters beyond the form follow the form's in the URL spec", () => {
    expect(brands.listSpec.filters).toEqual(["parentId", "name", "enabled", "topLevel"]);
  });

  it("readOnly: no fields at all, while a resource merely without inputs has an empty list", () => {
    const spec = {
      name: "logs", permission: "log", titleKey: "menu.log", basePath: "/log", prefix: "log",
      defaultSort: { field: "id", order: "descend" } as const, attrs: { message: { column: true } },
    };
    expect("fields" in defineResource({ ...spec, readOnly: true })).toBe(false);
    expect(defineResource(spec).fields).toEqual([]);
  });

  it("enumKey: another entity's value labels serve everywhere the enum shows; requiredOnCreate: only the add form", () => {
    const questions = defineResource({
      name: "questions", permission: "q", titleKey: "menu.q", basePath: "/q", prefix: "q", defaultSort: { field: "id", order: "ascend" },
      attrs: {
        type: { column: true, values: ["A"], enumKey: "other.typeValues", filter: "select", field: "select" },
        cover: { field: "file", requiredOnCreate: true },
      },
    });
    expect(questions.columns[0]!.enumKey).toBe("other.typeValues");
    expect(questions.filters[0]!.enumKey).toBe("other.typeValues");
    expect(questions.fields![0]!.enumKey).toBe("other.typeValues");
    expect(questions.fields![1]).toEqual({ name: "cover", labelKey: "q.cover", kind: "file", requiredOnCreate: true });
  });

  it("labelKey, sortField, maxWidth, advanced; detail false leaves the detail to the columns", () => {
    const fleet = defineResource({
      name: "fleet", permission: "f", titleKey: "menu.f", basePath: "/f", prefix: "f", defaultSort: { field: "id", order: "ascend" }, detail: false,
      attrs: {
        "battery.level": { labelKey: "f.batteryLevel", column: true, kind: "number", sortable: true, sortField: "batteryLevel", maxWidth: 30 },
        sn: { column: true, filter: "text", advanced: true },
      },
    });
    expect(fleet.columns[0]).toEqual({ key: "battery.level", labelKey: "f.batteryLevel", kind: "number", sortable: true, sortField: "batteryLevel", maxWidth: 30 });
    expect(fleet.listSpec.sortFields).toEqual(["id", "batteryLevel"]);
    expect(fleet.filters[0]).toMatchObject({ name: "sn", advanced: true });
    expect("detail" in fleet).toBe(false);
  });
});

// Options added with the records, operations and system declarations (issue 39 §1).
describe("defineResource options: filterLabelKey, rawValues, idKey, sortById, no defaultSort", () => {
  const calls = defineResource({
    name: "calls", permission: "call", titleKey: "menu.call", basePath: "/call", prefix: "call", idKey: "key", sortById: false, readOnly: true,
    attrs: {
      method: { column: true, values: ["GET", "POST"], rawValues: true, filter: "select", field: "select" },
      sendTime: { column: true, kind: "datetime", sortable: true, filter: "range", filterLabelKey: "call.sendTimeRange" },
      sn: { column: true, filter: "text", filterLabelKey: "call.snContains" },
    },
  });

  it("filterLabelKey: the filter has its own label, the column and detail keep the attribute's", () => {
    expect(calls.filters.map((f) => f.labelKey)).toEqual(["call.method", "call.sendTimeRange", "call.snContains"]);
    expect(calls.columns.map((c) => c.labelKey)).toEqual(["call.method", "call.sendTime", "call.sn"]);
  });

  it("rawValues: a plain column and options without value labels", () => {
    expect(calls.columns[0]).toEqual({ key: "method", labelKey: "call.method" });
    expect(calls.filters[0]).toEqual({ name: "method", labelKey: "call.method", kind: "select", options: ["GET", "POST"] });
  });

  it("idKey and sortById false: another id field, sorted only by the sortable attributes, no default sort", () => {
    expect(calls.idKey).toBe("key");
    expect(calls.listSpec.sortFields).toEqual(["sendTime"]);
    expect("defaultSort" in calls.listSpec).toBe(false);
  });

  it("extraSortFields: a sort the headers do not offer", () => {
    const menus = defineResource({
      name: "menus", permission: "menu", titleKey: "menu.menu", basePath: "/menu", prefix: "menu", sortById: false, extraSortFields: ["orderNo"],
      defaultSort: { field: "orderNo", order: "ascend" }, attrs: { orderNo: { column: true, kind: "number" } },
    });
    expect(menus.listSpec.sortFields).toEqual(["orderNo"]);
    expect(menus.columns[0]!.sortable).toBeUndefined();
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

describe("defineResource options of the device area", () => {
  const fleet = defineResource({
    name: "fleet", permission: "f", titleKey: "menu.f", basePath: "/f", prefix: "f", enumPrefix: "fEnums", sortById: false,
    defaultSort: { field: "time", order: "descend" }, readOnly: true,
    attrs: {
      brandId: { filter: "select", dynamic: true },
      modelId: { filter: "select", dynamic: true, parent: "brandId" },
      ready: { column: true, filter: "select", filterValues: ["true", "false"] },
      state: { column: true, values: ["ON", "OFF"], filter: "select" },
      note: { column: true, filter: "text", filterMaxLength: 20, maxLength: 200 },
      time: { column: true, kind: "datetime", sortable: true },
    },
    order: { columns: ["time", REST, "ready"] },
  });

  it("parent: a cascading select names the filter its choices depend on", () => {
    expect(fleet.filters.find((f) => f.name === "modelId")).toEqual({ name: "modelId", labelKey: "f.modelId", kind: "select", dynamic: true, parent: "brandId" });
    expect(fleet.filters.find((f) => f.name === "brandId")).not.toHaveProperty("parent");
  });

  it("filterValues: the filter offers choices, the column stays plain", () => {
    expect(fleet.filters.find((f) => f.name === "ready")).toEqual({ name: "ready", labelKey: "f.ready", kind: "select", options: ["true", "false"], enumKey: "fEnums.ready" });
    expect(fleet.columns.find((c) => c.key === "ready")).toEqual({ key: "ready", labelKey: "f.ready" });
  });

  it("enumPrefix: enum value labels under <enumPrefix>.<name> in columns and filters", () => {
    expect(fleet.columns.find((c) => c.key === "state")?.enumKey).toBe("fEnums.state");
    expect(fleet.filters.find((f) => f.name === "state")?.enumKey).toBe("fEnums.state");
  });

  it("filterMaxLength: a text filter's own limit", () => {
    expect(fleet.filters.find((f) => f.name === "note")?.maxLength).toBe(20);
  });

  it("sortById false: only the sortable attributes sort the list", () => {
    expect(fleet.listSpec.sortFields).toEqual(["time"]);
  });

  it("REST in an order list: the keys before it first, those after it last", () => {
    expect(fleet.columns.map((c) => c.key)).toEqual(["time", "state", "note", "ready"]);
  });
});
