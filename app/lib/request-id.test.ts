import { describe, expect, it } from "vitest";
import { acceptRequestId, newRequestId } from "./request-id";

describe("request ids", () => {
  it("takes a proxy's well-formed id as it is", () => {
    expect(acceptRequestId("0f8c5d1e2a3b4c5d6e7f8091a2b3c4d5")).toBe("0f8c5d1e2a3b4c5d6e7f8091a2b3c4d5");
    expect(acceptRequestId("edge-01:1a2b.3c4d_5e6f")).toBe("edge-01:1a2b.3c4d_5e6f");
    expect(acceptRequestId(["abcdefgh1234", "other-one-567"])).toBe("abcdefgh1234");
  });

  it("refuses what could forge a log line or flood it: line breaks, quotes, spaces, too short or too long", () => {
    for (const bad of ["abc\ndef12345", 'abcd"efgh', "abcd efgh", "short", "x".repeat(129), "", "abcdefgh{}", undefined, null]) {
      expect(acceptRequestId(bad as string)).toBeNull();
    }
  });

  it("makes ids of 32 hex digits, different each time, that it would itself accept", () => {
    const ids = new Set(Array.from({ length: 1000 }, newRequestId));
    expect(ids.size).toBe(1000);
    for (const id of [...ids].slice(0, 10)) {
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(acceptRequestId(id)).toBe(id);
    }
  });
});
