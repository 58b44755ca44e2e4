import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { controllerResources, type ConfigValues } from "./device/controllers";
import { configSchema, firmwareUpdateSchema } from "./controllers-forms";

const current: ConfigValues = {
  serverAddressType: "DOMAIN", serverAddress: "iot.heartsafe.example", serverPort: 7100, heartbeatSeconds: 60,
  reportMinutes: 30, selfTestHour: 3, selfTestMinute: 15, alarmSwitch: true,
};

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const asForm = (config: ConfigValues, changes: Record<string, string> = {}) =>
  form({ ...Object.fromEntries(Object.entries(config).map(([key, value]) => [key, String(value)])), ...changes });

const errorsOf = (data: FormData, schema: Parameters<typeof parseWithZod>[1]["schema"]) => {
  const submission = parseWithZod(data, { schema });
  return submission.status === "success" ? {} : submission.error;
};

describe("controller config schema", () => {
  it("refuses unchanged parameters (§5 'config parameters must change before saving')", () => {
    expect(errorsOf(asForm(current), configSchema(current))).toEqual({ "": ["controller.configUnchanged"] });
    expect(errorsOf(asForm(current, { alarmSwitch: "false" }), configSchema(current))).toEqual({});
  });

  it("needs every field, whole numbers in range, and an address that suits its type", () => {
    expect(errorsOf(asForm(current, { serverPort: "", heartbeatSeconds: "1.5", reportMinutes: "0", selfTestHour: "24" }), configSchema(current))).toEqual({
      serverPort: ["validation.required"],
      heartbeatSeconds: ["periphValidation.integer"],
      reportMinutes: ['periphValidation.range|{"min":1,"max":1440}'],
      selfTestHour: ['periphValidation.range|{"min":0,"max":23}'],
    });
    expect(errorsOf(asForm(current, { serverAddressType: "IP", serverAddress: "iot.example" }), configSchema(current))).toEqual({ serverAddress: ["validation.ip"] });
    expect(errorsOf(asForm(current, { serverAddress: "not a host" }), configSchema(current))).toEqual({ serverAddress: ["periphValidation.domain"] });
    expect(errorsOf(asForm(current, { serverAddressType: "IP", serverAddress: "47.100.1.2" }), configSchema(current))).toEqual({});
  });
});

describe("firmware update rule", () => {
  it("accepts only a greater version than the current one, whatever the one-letter prefix", () => {
    const schema = firmwareUpdateSchema("V01.2.9");
    expect(errorsOf(form({ version: "V01.2.10", executeType: "IMMEDIATE" }), schema)).toEqual({});
    expect(errorsOf(form({ version: "T01.3.0", executeType: "TIMED", executeTime: "2026-12-01T08:30" }), schema)).toEqual({});
    expect(errorsOf(form({ version: "V01.2.9", executeType: "IMMEDIATE" }), schema)).toEqual({ version: ['periphValidation.versionNotGreater|{"current":"V01.2.9"}'] });
    expect(errorsOf(form({ version: "T01.0.0", executeType: "IMMEDIATE" }), schema)).toMatchObject({ version: [expect.stringContaining("versionNotGreater")] });
    expect(errorsOf(form({ executeType: "SOMETIME" }), schema)).toEqual({ version: ["periphValidation.targetRequired"], executeType: ["validation.required"] });
    expect(errorsOf(form({ version: "V01.3.0", executeType: "TIMED" }), schema)).toEqual({ executeTime: ["periphValidation.executeTimeRequired"] });
    expect(errorsOf(form({ version: "V01.3.0", executeType: "TIMED", executeTime: "tomorrow" }), schema)).toEqual({ executeTime: ["validation.dateTime"] });
    expect(errorsOf(form({ version: "V01.3.0", executeType: "TIMED", executeTime: "2026-12-01T08:30" }), schema)).toEqual({});
  });
});

describe("one declaration for both kinds", () => {
  it("gives the cabinet its door and temperature, and both the same filters otherwise", () => {
    expect(controllerResources.cabinet.columns.map((column) => column.key)).toContain("doorState");
    expect(controllerResources.connector.columns.map((column) => column.key)).not.toContain("doorState");
    expect(controllerResources.connector.filters.map((filter) => filter.name)).toEqual(controllerResources.cabinet.filters.map((filter) => filter.name));
    expect(controllerResources.connector.filters.find((filter) => filter.name === "model")?.options).toContain("Connector_Mini");
  });
});
