/**
 * Test bodies shared by the multipart readers' tests (mutations.server.test.ts, multipart-stream.server.test.ts):
 * the same every-split cases must pass whichever parser reads the form. Not imported by the app.
 */
export const boundary = "----WebKitFormBoundaryQ2x8bLm0Zk3RfT1e";
export const DESCRIPTION = "伪装成固件的网页";
/** A firmware-like binary: the sniffing rules accept it for .jas. */
export const firmware = (bytes: number) => Buffer.alloc(bytes, 0x5a);

export function multipart(file: { name: string; content: Buffer }): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="version"\r\n\r\nV12.3.4\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${DESCRIPTION}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** The body as the network may deliver it: in pieces of `size` bytes. */
export function chunked(bytes: Buffer, size = bytes.length): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(new Uint8Array(bytes.subarray(i, i + size)));
      controller.close();
    },
  });
}

export function request(bytes: Buffer, size = bytes.length, contentType = `multipart/form-data; boundary=${boundary}`): Request {
  return new Request("http://console/device/firmware/new", {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: chunked(bytes, size),
    duplex: "half",
  } as RequestInit);
}

/**
 * Every chunk size up to 199 on a small file (each boundary split every way); on a large one a spread of sizes
 * (every size there is ~400,000 chunks: minutes on a loaded 2-core machine; the small file already splits each
 * boundary at every offset).
 */
export const SPLIT_CASES = [
  { fileBytes: 300, sizes: Array.from({ length: 199 }, (_, i) => i + 1) },
  { fileBytes: 70_000, sizes: [13, 31, 64, 97, 128, 199, 1000, 4096, 65_536] },
];
