import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { smartLockSchema } from "./smart-locks-forms";

function errorsOf(fields: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  const submission = parseWithZod(data, { schema: smartLockSchema });
  return submission.status === "success" ? {} : submission.error;
}

describe("smart lock form schema (§5 lock formats)", () => {
  it("requires a serial VX.Y.Z or TX.Y.Z and a MAC xx:xx:xx:xx:xx:xx", () => {
    expect(errorsOf({})).toEqual({ serialNumber: ["periphValidation.lockSerialRequired"], macAddress: ["periphValidation.macRequired"] });
    expect(errorsOf({ serialNumber: "V01.2", macAddress: "AA-BB-CC-DD-EE-FF" })).toEqual({
      serialNumber: ["periphValidation.lockSerialFormat"],
      macAddress: ["periphValidation.macFormat"],
    });
    expect(errorsOf({ serialNumber: "X1.2.3", macAddress: "AA:BB:CC:DD:EE:GG" })).toMatchObject({ serialNumber: ["periphValidation.lockSerialFormat"], macAddress: ["periphValidation.macFormat"] });
    expect(errorsOf({ serialNumber: "V1.2.3", macAddress: "aa:bb:cc:dd:ee:ff" })).toEqual({});
    expect(errorsOf({ serialNumber: "T12.0.30", macAddress: "A4:C1:38:00:01:9F" })).toEqual({});
  });

  it("takes an optional lock file of type bin or hex", () => {
    const base = { serialNumber: "V1.2.3", macAddress: "A4:C1:38:00:01:9F" };
    expect(errorsOf({ ...base, lockFile: new File([new Uint8Array(4)], "key.bin") })).toEqual({});
    expect(errorsOf({ ...base, lockFile: new File([], "") })).toEqual({});
    expect(errorsOf({ ...base, lockFile: new File([new Uint8Array(4)], "key.exe") })).toEqual({ lockFile: ['validation.fileType|{"types":"bin, hex"}'] });
  });
});
