import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { bulkPassSchema, rejectSchema } from "./volunteer-certificates-forms";

const parse = (schema: Parameters<typeof parseWithZod>[1]["schema"], entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return parseWithZod(data, { schema });
};

describe("certificate review schemas", () => {
  it("needs a reject reason of at most 200 characters", () => {
    expect(parse(rejectSchema, [["reason", " "]])).toMatchObject({ status: "error", error: { reason: ["validation.rejectReasonRequired"] } });
    expect(parse(rejectSchema, [["reason", "x".repeat(201)]])).toMatchObject({ error: { reason: ['validation.maxLength|{"max":200}'] } });
    expect(parse(rejectSchema, [["reason", "证书照片模糊"]])).toMatchObject({ status: "success", value: { reason: "证书照片模糊" } });
  });

  it("needs at least one selected row for a bulk pass (§5), and only numeric ids", () => {
    expect(parse(bulkPassSchema, [["intent", "bulk-pass"]])).toMatchObject({ status: "error", error: { ids: ["validation.selectAtLeastOne"] } });
    expect(parse(bulkPassSchema, [["ids", "12"], ["ids", "15"]])).toMatchObject({ status: "success", value: { ids: ["12", "15"] } });
    expect(parse(bulkPassSchema, [["ids", "1 OR 1=1"]]).status).toBe("error");
  });
});
