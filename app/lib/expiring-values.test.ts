import { describe, expect, it } from "vitest";
import { memoryExpiringValues } from "./expiring-values";

describe("memoryExpiringValues", () => {
  it("answers a value until its time is up", async () => {
    let time = 0;
    const values = memoryExpiringValues(() => time);
    await values.set("s1", "rolesEmpty", 30_000);
    expect(await values.get("s1")).toBe("rolesEmpty");
    expect(await values.get("s2")).toBeUndefined();
    time = 30_000;
    expect(await values.get("s1")).toBeUndefined();
  });
});
