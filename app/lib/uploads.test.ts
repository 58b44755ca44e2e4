import { describe, expect, it } from "vitest";
import { isStoredFileId, storedFileHref, storedFileId } from "./uploads";

describe("stored file URLs", () => {
  it("reads the sandbox's random ids and a platform's numeric ones", () => {
    expect(storedFileId("/v1/oss-files/AbCdEfGhIjKlMnOpQrSt_-")).toBe("AbCdEfGhIjKlMnOpQrSt_-");
    expect(storedFileId("/v1/oss-files/42")).toBe("42");
    expect(storedFileHref("/v1/oss-files/AbCdEfGhIjKlMnOpQrSt_-")).toBe("/oss/AbCdEfGhIjKlMnOpQrSt_-");
  });
  it("is nothing for placeholders, outside URLs and path tricks", () => {
    for (const url of ["/v1/oss-files/seed-cover", "https://evil.example/x.png", "/v1/oss-files/../users", "/v1/oss-files/a%2Fb-cdefghijklmnop", "/v1/oss-files/", null, 7]) {
      expect(storedFileHref(url), String(url)).toBeUndefined();
    }
    expect(isStoredFileId("..")).toBe(false);
    expect(isStoredFileId(undefined)).toBe(false);
    expect(isStoredFileId("AbCdEfGhIjKlMnOpQrSt_-")).toBe(true);
  });
});
