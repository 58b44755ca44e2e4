import { describe, expect, it } from "vitest";
import { readMultipart } from "./mutations.server";

const boundary = "----WebKitFormBoundaryQ2x8bLm0Zk3RfT1e";
const DESCRIPTION = "伪装成固件的网页";
/** A firmware-like binary: the sniffing rules accept it for .jas. */
const firmware = (bytes: number) => Buffer.alloc(bytes, 0x5a);

function multipart(file: { name: string; content: Buffer }): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="version"\r\n\r\nV12.3.4\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${DESCRIPTION}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** The body as the network may deliver it: in pieces of `size` bytes. */
function request(bytes: Buffer, size = bytes.length): Request {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(new Uint8Array(bytes.subarray(i, i + size)));
      controller.close();
    },
  });
  return new Request("http://console/device/firmware/new", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

describe("readMultipart", () => {
  it("reads every field intact however the body is split into chunks (Remix's parser failed or garbled text here)", async () => {
    const failures: unknown[] = [];
    // Every chunk size up to 199 on a small file (each boundary split every way); on a large one a spread of sizes
    // (every size there is ~400,000 chunks: minutes on a loaded 2-core machine; the small file already splits each
    // boundary at every offset).
    const everySize = Array.from({ length: 199 }, (_, i) => i + 1);
    const cases = [
      { fileBytes: 300, sizes: everySize },
      { fileBytes: 70_000, sizes: [13, 31, 64, 97, 128, 199, 1000, 4096, 65_536] },
    ];
    for (const { fileBytes, sizes } of cases) {
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
