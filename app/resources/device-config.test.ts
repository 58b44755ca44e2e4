import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { configChanged, toConfigPayload, toFormDefaults, type ConfigGroup } from "./device-config";
import { configSchemas } from "./device-config-forms";

function parse(group: ConfigGroup, fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return parseWithZod(data, { schema: configSchemas[group] });
}
const errorsOf = (group: ConfigGroup, fields: Record<string, string>) => {
  const submission = parse(group, fields);
  return submission.status === "success" ? {} : submission.error ?? {};
};

const parameters = {
  selfCheckDay: "1", selfCheckWeek: "1", selfCheckHour: "3", selfCheckMinute: "30", wakeMode: "TIMED", wakeOffset: "120",
  serverAddressType: "IP", serverAddress: "10.0.0.8", serverPort: "8080",
  baseStationAddressType: "DOMAIN", baseStationAddress: "bs.example.com", baseStationPort: "9000",
  baseStationToken: "ABCDEFGH12345678", positionModuleType: "GPS", recordingMaxMinutes: "10",
};

describe("device config schemas (§5)", () => {
  it("parameters: valid values pass and come out typed", () => {
    const submission = parse("parameters", parameters);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({ wakeOffset: 120, serverPort: 8080, baseStationToken: "ABCDEFGH12345678" });
  });

  it("parameters: self-test fields, position module and recording minutes are required", () => {
    const errors = errorsOf("parameters", { ...parameters, selfCheckDay: "", selfCheckMinute: "", positionModuleType: "", recordingMaxMinutes: "" });
    expect(errors).toMatchObject({
      selfCheckDay: ["deviceConfig.selfCheckRequired"],
      selfCheckMinute: ["deviceConfig.selfCheckRequired"],
      positionModuleType: ["deviceConfig.positionModuleRequired"],
      recordingMaxMinutes: ["deviceConfig.recordingRequired"],
    });
  });

  it("parameters: wake offset is required and 0 to 600 seconds", () => {
    expect(errorsOf("parameters", { ...parameters, wakeOffset: "" })).toMatchObject({ wakeOffset: ["deviceConfig.wakeOffsetRequired"] });
    expect(errorsOf("parameters", { ...parameters, wakeOffset: "601" })).toMatchObject({ wakeOffset: ['deviceConfig.numberRange|{"min":0,"max":600}'] });
    expect(errorsOf("parameters", { ...parameters, wakeOffset: "-1" })).toMatchObject({ wakeOffset: ['deviceConfig.numberRange|{"min":0,"max":600}'] });
    expect(errorsOf("parameters", { ...parameters, wakeOffset: "1.5" })).toMatchObject({ wakeOffset: ["deviceConfig.integer"] });
    expect(errorsOf("parameters", { ...parameters, wakeOffset: "abc" })).toMatchObject({ wakeOffset: ["deviceConfig.integer"] });
    expect(errorsOf("parameters", { ...parameters, wakeOffset: "0" })).toEqual({});
    expect(errorsOf("parameters", { ...parameters, wakeOffset: "600" })).toEqual({});
  });

  it("parameters: server and base-station address, type and port are required; the address matches its type", () => {
    expect(errorsOf("parameters", { ...parameters, serverAddress: "", serverPort: "" })).toMatchObject({
      serverAddress: ["deviceConfig.serverRequired"], serverPort: ["deviceConfig.serverRequired"],
    });
    expect(errorsOf("parameters", { ...parameters, baseStationAddressType: "" })).toMatchObject({ baseStationAddressType: ["deviceConfig.baseStationRequired"] });
    expect(errorsOf("parameters", { ...parameters, serverAddress: "300.1.1.1" })).toMatchObject({ serverAddress: ["validation.ip"] });
    expect(errorsOf("parameters", { ...parameters, baseStationAddress: "not a host" })).toMatchObject({ baseStationAddress: ["deviceConfig.domain"] });
    expect(errorsOf("parameters", { ...parameters, serverPort: "70000" })).toMatchObject({ serverPort: ['deviceConfig.numberRange|{"min":1,"max":65535}'] });
  });

  it("parameters: the base-station token is exactly 16 characters", () => {
    expect(errorsOf("parameters", { ...parameters, baseStationToken: "short" })).toMatchObject({ baseStationToken: ["deviceConfig.tokenLength"] });
    expect(errorsOf("parameters", { ...parameters, baseStationToken: "x".repeat(17) })).toMatchObject({ baseStationToken: ["deviceConfig.tokenLength"] });
    expect(errorsOf("parameters", { ...parameters, baseStationToken: "" })).toMatchObject({ baseStationToken: ["deviceConfig.tokenLength"] });
  });

  it("location fence: radius in metres, required, 10 to 10000", () => {
    expect(errorsOf("location-fence-config", { fenceRadius: "", positionMode: "GPS" })).toMatchObject({ fenceRadius: ["deviceConfig.fenceRadiusRequired"] });
    expect(errorsOf("location-fence-config", { fenceRadius: "5", positionMode: "GPS" })).toMatchObject({ fenceRadius: ['deviceConfig.numberRange|{"min":10,"max":10000}'] });
    const ok = parse("location-fence-config", { fenceRadius: "250", positionMode: "GPS", fenceEnabled: "on" });
    expect(ok.status === "success" && toConfigPayload("location-fence-config", ok.value)).toEqual({ fenceEnabled: true, fenceRadius: 250, positionMode: "GPS" });
  });

  it("competition: execute type, start and end are required, and the start comes before the end", () => {
    expect(errorsOf("competition", {})).toMatchObject({
      executeType: ["deviceConfig.executeTypeRequired"], startTime: ["deviceConfig.startTimeRequired"], endTime: ["deviceConfig.endTimeRequired"],
    });
    expect(errorsOf("competition", { executeType: "TIMED", startTime: "2026-05-01T10:00", endTime: "2026-05-01T09:00" })).toMatchObject({ endTime: ["validation.timeRange"] });
    const ok = parse("competition", { executeType: "TIMED", startTime: "2026-05-01T08:00", endTime: "2026-05-01T18:00" });
    expect(ok.status === "success" && toConfigPayload("competition", ok.value)).toEqual({
      competitionMode: false, executeType: "TIMED", startTime: "2026-05-01 08:00:00", endTime: "2026-05-01 18:00:00",
    });
  });

  it("quality guarantee and service package: begin before expiry", () => {
    expect(errorsOf("quality-guarantee", { guaranteeBeginDate: "2026-01-01", guaranteeExpiryDate: "2025-01-01", contractYears: "3", extensionYears: "0" })).toMatchObject({
      guaranteeExpiryDate: ["validation.timeRange"],
    });
    expect(errorsOf("service-package", { packageId: "2", packageBeginDate: "2026-01-01", packageExpiryDate: "2027-01-01" })).toEqual({});
  });

  it("message service: optional phone and e-mail must be valid when given", () => {
    expect(errorsOf("message-service", { noticePhone: "123", noticeEmail: "x@" })).toMatchObject({ noticePhone: ["validation.phone"], noticeEmail: ["validation.email"] });
    expect(errorsOf("message-service", {})).toEqual({});
  });

  it("drops fields a group does not declare", () => {
    const ok = parse("call-for-help", { callDistance: "500", receiverCountLimit: "5", rescueDuration: "30", deviceId: "99" });
    expect(ok.status === "success" && Object.keys(ok.value).sort()).toEqual(["callDistance", "receiverCountLimit", "rescueDuration"]);
  });
});

describe("config must change before saving (§5)", () => {
  it("compares the payload with the stored config field by field", () => {
    const current = { fenceEnabled: true, fenceRadius: 200, positionMode: "GPS", unrelated: 1 };
    expect(configChanged("location-fence-config", current, { fenceEnabled: true, fenceRadius: 200, positionMode: "GPS" })).toBe(false);
    expect(configChanged("location-fence-config", current, { fenceEnabled: true, fenceRadius: 201, positionMode: "GPS" })).toBe(true);
    expect(configChanged("location-fence-config", current, { fenceEnabled: false, fenceRadius: 200, positionMode: "GPS" })).toBe(true);
    expect(configChanged("message-service", { smsNotice: false }, { smsNotice: false, voiceNotice: false, emailNotice: false, noticePhone: null, noticeEmail: null })).toBe(false);
  });

  it("turns the stored config into form defaults and back", () => {
    const stored = { competitionMode: true, executeType: "TIMED", startTime: "2026-05-01 08:00:00", endTime: "2026-05-01 18:00:00" };
    const defaults = toFormDefaults("competition", stored);
    expect(defaults).toEqual({ competitionMode: "on", executeType: "TIMED", startTime: "2026-05-01T08:00:00", endTime: "2026-05-01T18:00:00" });
    const again = parse("competition", defaults as Record<string, string>);
    expect(again.status === "success" && configChanged("competition", stored, toConfigPayload("competition", again.value))).toBe(false);
  });
});
