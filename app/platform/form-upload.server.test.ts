import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postFormStreamed } from "./form-upload.server";

const dir = mkdtempSync(path.join(tmpdir(), "form-upload-test-"));
let server: http.Server;
let base: string;
/** What the stand-in platform last read: method, headers and the form as undici parses it. */
let last: { method?: string; headers: http.IncomingHttpHeaders; form: FormData } | undefined;

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Request("http://x/", { method: "POST", headers: { "content-type": req.headers["content-type"]! }, body: Buffer.concat(chunks) }).formData();
    last = { method: req.method, headers: req.headers, form };
    if (req.url === "/refuse") res.writeHead(400, { "Content-Type": "application/json" }).end('{"message":"error.validation","detail":"不行"}');
    else res.writeHead(201, { "Content-Type": "application/json" }).end('{"result":{"id":7,"url":"/v1/oss-files/7"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("postFormStreamed", () => {
  it("sends text and a disk-backed file as a form the platform reads back intact, and answers what the platform said", async () => {
    const file = path.join(dir, "video");
    const content = Buffer.alloc(300_000);
    for (let i = 0; i < content.length; i += 1) content[i] = i % 251;
    writeFileSync(file, content);
    const form = new FormData();
    form.set("title", "急救\r\n视频");
    form.set("file", new File([await openAsBlob(file)], '培训 "一".mp4', { type: "video/mp4" }));
    const headers = { authorization: "Bearer t0k", "accept-language": "zh-CN" };
    const response = await postFormStreamed(`${base}/v1/oss-files?kind=video`, "POST", headers, form, AbortSignal.timeout(5000));
    expect(response.status).toBe(201);
    expect(JSON.parse(await response.text())).toEqual({ result: { id: 7, url: "/v1/oss-files/7" } });
    expect(last?.method).toBe("POST");
    expect(last?.headers.authorization).toBe("Bearer t0k");
    expect(Number(last?.headers["content-length"])).toBeGreaterThan(300_000);
    expect(last?.form.get("title")).toBe("急救\r\n视频");
    const sent = last?.form.get("file") as File;
    // Quotes go as %22 (as browsers send them); the platform's parser reads them back.
    expect(sent.name).toBe('培训 "一".mp4');
    expect(sent.type).toBe("video/mp4");
    expect(Buffer.from(await sent.arrayBuffer()).equals(content)).toBe(true);
  });

  it("passes a refusal through with its status and body, and PUT when asked", async () => {
    const form = new FormData();
    form.set("version", "V1.0.0");
    const response = await postFormStreamed(`${base}/refuse`, "PUT", {}, form, AbortSignal.timeout(5000));
    expect(response.status).toBe(400);
    expect(JSON.parse(await response.text()).detail).toBe("不行");
    expect(last?.method).toBe("PUT");
  });
});
