import { describe, expect, it } from "vitest";
import { scanFileNames, unsafeFileFields } from "./multipart-names";

const part = (name: string, filename: string) =>
  `--b\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\nDATA\r\n`;

describe("unsafeFileFields", () => {
  it("reports parts whose raw file name climbs directories or carries control characters", () => {
    expect(unsafeFileFields(part("file", "../../etc/passwd.jas"))).toEqual(["file"]);
    expect(unsafeFileFields(part("file", "..\\..\\boot.jas"))).toEqual(["file"]);
    expect(unsafeFileFields(part("file", "C:/firmware/V1.2.3.jas"))).toEqual(["file"]);
    expect(unsafeFileFields(part("lock", "V1.2.3%0D%0AX-Injected: 1.jas"))).toEqual(["lock"]);
    expect(unsafeFileFields(part("file", "V1.2.3\u0000.jas"))).toEqual(["file"]);
  });

  it("passes ordinary names, text fields and empty file inputs", () => {
    expect(unsafeFileFields(part("file", "V10.1.2 固件.jas") + part("other", ""))).toEqual([]);
    expect(unsafeFileFields(`--b\r\nContent-Disposition: form-data; name="description"\r\n\r\n../../not-a-file\r\n`)).toEqual([]);
  });
});

describe("scanFileNames", () => {
  it("finds a header split across chunks and passes every byte through", async () => {
    const body = new TextEncoder().encode(part("version", "x") .replace('filename="x"', "") + part("file", "../evil.jas"));
    const unsafe = new Set<string>();
    const chunks = [body.subarray(0, 90), body.subarray(90, 100), body.subarray(100)];
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const out = new Uint8Array(await new Response(source.pipeThrough(scanFileNames(unsafe))).arrayBuffer());
    expect(out).toEqual(body);
    expect([...unsafe]).toEqual(["file"]);
  });
});
