import { describe, expect, it } from "vitest";
import { DESCRIPTION, firmware, multipart, request, SPLIT_CASES } from "./multipart-fixtures";
import { readMultipart } from "./mutations.server";

describe("readMultipart", () => {
  it("reads every field intact however the body is split into chunks (Remix's parser failed or garbled text here)", async () => {
    const failures: unknown[] = [];
    for (const { fileBytes, sizes } of SPLIT_CASES) {
      const bytes = multipart({ name: "V12.3.4.jas", content: firmware(fileBytes) });
      for (const size of sizes) {
        const { formData } = await readMultipart(request(bytes, size), 1024 * 1024);
        const file = formData.get("file") as File | null;
        if (formData.get("description") !== DESCRIPTION || formData.get("version") !== "V12.3.4" || file?.size !== fileBytes) {
          failures.push({ fileBytes, size, description: formData.get("description"), file: file?.size });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("drops an oversized file, a mislabelled one and one with a lying name, keeping the text fields", async () => {
    const big = await readMultipart(request(multipart({ name: "V12.3.4.jas", content: firmware(2048) })), 1024);
    expect(big.oversized).toEqual(["file"]);
    expect(big.formData.get("file")).toBeNull();
    expect(big.formData.get("description")).toBe(DESCRIPTION);

    const html = await readMultipart(request(multipart({ name: "V12.3.4.jas", content: Buffer.from("<!DOCTYPE html><html></html>") })), 1024);
    expect(html.mislabelled).toEqual(["file"]);
    expect(html.formData.get("file")).toBeNull();

    const traversal = await readMultipart(request(multipart({ name: "../../etc/V12.3.4.jas", content: firmware(64) })), 1024);
    expect(traversal.unsafeNames).toEqual(["file"]);
    expect(traversal.formData.get("file")).toBeNull();
    expect(traversal.formData.get("version")).toBe("V12.3.4");
  });
});
