import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { boundary, chunked, DESCRIPTION, firmware, multipart, SPLIT_CASES } from "./multipart-fixtures";
import { MultipartRefusal, readStreamedForm, type StreamedForm } from "./multipart-stream.server";

const TYPE = `multipart/form-data; boundary=${boundary}`;
const tmp = mkdtempSync(path.join(tmpdir(), "multipart-stream-test-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const read = (bytes: Buffer, size = bytes.length, maxFileBytes = 1024 * 1024, type = TYPE) =>
  readStreamedForm(chunked(bytes, size), type, { maxFileBytes, tmpDir: tmp });

async function refusal(promise: Promise<StreamedForm>): Promise<string> {
  try {
    const form = await promise;
    await form.dispose();
  } catch (error) {
    expect(error).toBeInstanceOf(MultipartRefusal);
    return (error as Error).message;
  }
  throw new Error("the body was accepted");
}

const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe("readStreamedForm", () => {
  it("reads every field intact however the body is split into chunks (the cases readMultipart passes)", async () => {
    const failures: unknown[] = [];
    for (const { fileBytes, sizes } of SPLIT_CASES) {
      const content = Buffer.alloc(fileBytes);
      for (let i = 0; i < fileBytes; i += 1) content[i] = 0x41 + (i % 26);
      const bytes = multipart({ name: "V12.3.4.jas", content });
      for (const size of sizes) {
        const form = await read(bytes, size);
        const file = form.formData.get("file") as File | null;
        const same = file ? Buffer.from(await file.arrayBuffer()).equals(content) : false;
        if (form.formData.get("description") !== DESCRIPTION || form.formData.get("version") !== "V12.3.4" || !same) {
          failures.push({ fileBytes, size, description: form.formData.get("description"), file: file?.size });
        }
        await form.dispose();
      }
    }
    expect(failures).toEqual([]);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("keeps a Chinese text field and a Chinese file name whole when every byte arrives alone", async () => {
    const text = "急救培训：心肺复苏（CPR）与 AED 使用 🫀";
    const bytes = Buffer.concat([
      Buffer.from(part("content", text)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="培训视频.jas"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      firmware(10),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const form = await read(bytes, 1);
    expect(form.formData.get("content")).toBe(text);
    expect((form.formData.get("file") as File).name).toBe("培训视频.jas");
    await form.dispose();
  });

  it("writes the file to a temp file, a disk-backed File, removed by dispose", async () => {
    const form = await read(multipart({ name: "V12.3.4.jas", content: firmware(5000) }), 997);
    const dirs = readdirSync(tmp);
    expect(dirs).toHaveLength(1);
    expect(readdirSync(path.join(tmp, dirs[0]!))).toHaveLength(1);
    expect((form.formData.get("file") as File).size).toBe(5000);
    await form.dispose();
    expect(existsSync(path.join(tmp, dirs[0]!))).toBe(false);
  });

  it("reports an oversized file (not an exception), keeps the rest of the form; a file of exactly the cap is fine", async () => {
    const big = await read(multipart({ name: "V12.3.4.jas", content: firmware(2049) }), 100, 2048);
    expect(big.oversized).toEqual(["file"]);
    expect(big.formData.get("file")).toBeNull();
    expect(big.formData.get("description")).toBe(DESCRIPTION);
    expect(big.formData.get("version")).toBe("V12.3.4");
    await big.dispose();
    const exact = await read(multipart({ name: "V12.3.4.jas", content: firmware(2048) }), 100, 2048);
    expect(exact.oversized).toEqual([]);
    expect((exact.formData.get("file") as File).size).toBe(2048);
    await exact.dispose();
  });

  it("drops a mislabelled file, one with a lying name and an empty part (no file chosen)", async () => {
    const html = await read(multipart({ name: "V12.3.4.jas", content: Buffer.from("<!DOCTYPE html><html></html>") }));
    expect(html.mislabelled).toEqual(["file"]);
    expect(html.formData.get("file")).toBeNull();
    const traversal = await read(multipart({ name: "../../etc/V12.3.4.jas", content: firmware(64) }), 7);
    expect(traversal.unsafeNames).toEqual(["file"]);
    expect(traversal.formData.get("file")).toBeNull();
    expect(traversal.formData.get("version")).toBe("V12.3.4");
    const empty = await read(multipart({ name: "", content: Buffer.alloc(0) }));
    expect(empty.formData.has("file")).toBe(false);
    expect([empty.oversized, empty.mislabelled, empty.unsafeNames]).toEqual([[], [], []]);
    for (const form of [html, traversal, empty]) await form.dispose();
  });

  it("accepts the media type in any case (hostile: Multipart/Form-Data; BOUNDARY=…)", async () => {
    const form = await read(multipart({ name: "V12.3.4.jas", content: firmware(10) }), 50, 1024, `Multipart/Form-Data; BOUNDARY=${boundary}`);
    expect(form.formData.get("version")).toBe("V12.3.4");
    await form.dispose();
  });

  it("refuses malformed bodies with MultipartRefusal and leaves no temp file", async () => {
    const whole = multipart({ name: "V12.3.4.jas", content: firmware(3000) });
    const cases: [string, Buffer, string?][] = [
      ["cut short in the file", whole.subarray(0, 2000)],
      ["cut short before the last boundary", whole.subarray(0, whole.length - 8)],
      ["empty", Buffer.alloc(0)],
      ["no boundary at all", Buffer.from("just some text")],
      ["a part header without its blank line", Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="a"` + "x".repeat(20_000))],
      ["no boundary parameter", whole, "multipart/form-data"],
      ["not multipart", whole, "application/json"],
      ["no content type", whole, ""],
    ];
    for (const [label, bytes, type] of cases) {
      expect(await refusal(read(bytes, 512, 1024 * 1024, type ?? TYPE)), label).toBeTruthy();
    }
    expect(readdirSync(tmp)).toEqual([]);
  });

  it("refuses field names beyond FORM_LIMITS (as readFormData does) and a huge text field", async () => {
    const end = `--${boundary}--\r\n`;
    expect(await refusal(read(Buffer.from(part(`junk[100000000]`, "x") + end)))).toMatch(/index too large/);
    expect(await refusal(read(Buffer.from(part("n".repeat(201), "x") + end)))).toMatch(/name too long/);
    expect(await refusal(read(Buffer.from(Array.from({ length: 4001 }, (_, i) => part(`f${i}`, "x")).join("") + end)))).toMatch(/too many fields/);
    expect(await refusal(read(Buffer.from(part("content", "x".repeat(1024 * 1024 + 1)) + end)))).toMatch(/field too large/);
    expect(readdirSync(tmp)).toEqual([]);
  });
});

describe("readStreamedForm and a broken file name", () => {
  it("reports a raw NUL in a file name as an unsafe name (the part header breaks), keeping the fields before it", async () => {
    const bytes = Buffer.concat([
      Buffer.from(part("version", "V1.2.3")),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="V1.2.3\u0000.jas"\r\n\r\n`),
      firmware(64),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const form = await read(bytes, 16);
    expect(form.unsafeNames).toEqual(["file"]);
    expect(form.formData.get("version")).toBe("V1.2.3");
    expect(form.formData.has("file")).toBe(false);
  });

  it("reads a refused body to its end rather than cancelling it (the client must get its 400)", async () => {
    let pulled = 0;
    const bytes = Buffer.from(part("junk[100000000]", "x") + "y".repeat(100_000));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= bytes.length) return controller.close();
        controller.enqueue(new Uint8Array(bytes.subarray(pulled, pulled + 1000)));
        pulled += 1000;
      },
    });
    await expect(readStreamedForm(stream, TYPE, { maxFileBytes: 1024, tmpDir: tmp })).rejects.toBeInstanceOf(MultipartRefusal);
    expect(pulled).toBeGreaterThanOrEqual(bytes.length);
  });
});
