/**
 * `npm run bench:upload`: the memory a 100M learning-data video costs the console (issue 11). A multipart body
 * with the video is generated on the fly (never held whole) and read by the streaming reader the form action uses
 * (app/engine/multipart-stream.server.ts), then the resulting disk-backed File is POSTed as uploadFile does
 * (app/platform/form-upload.server.ts) to a local server that counts and discards the bytes. The process's heap, ArrayBuffers and
 * resident memory are sampled throughout. For contrast the same body is then read by undici's
 * Request.formData() (the reader before issue 11). Run with --expose-gc (the npm script does).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readStreamedForm } from "../../app/engine/multipart-stream.server";
import { postFormStreamed } from "../../app/platform/form-upload.server";

const FILE_BYTES = Number(process.env.BENCH_UPLOAD_BYTES ?? 100 * 1024 * 1024);
const CHUNK = 64 * 1024;
const boundary = "----WebKitFormBoundaryBenchUpload11";
const TYPE = `multipart/form-data; boundary=${boundary}`;
const MP4_HEAD = Buffer.from([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]);

/** The body as a browser sends it, produced only as fast as the reader pulls (network-like chunks). */
function body(): ReadableStream<Uint8Array> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n心肺复苏视频\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="learningDataType"\r\n\r\nVIDEO\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cpr.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  let stage = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(new Uint8Array(Buffer.concat([head, MP4_HEAD])));
        sent = MP4_HEAD.length;
        stage = 1;
      } else if (sent < FILE_BYTES) {
        const size = Math.min(CHUNK, FILE_BYTES - sent);
        controller.enqueue(new Uint8Array(size).fill(0x5a));
        sent += size;
      } else {
        controller.enqueue(new Uint8Array(tail));
        controller.close();
      }
    },
  });
}

/**
 * Peaks of heap + ArrayBuffers: "raw" as sampled (includes garbage not yet collected: every network chunk is a
 * fresh buffer) and "live" right after a full collection every 20 ms, which is what the request really holds.
 */
function sampler() {
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  gc();
  const base = process.memoryUsage();
  const held = (m: NodeJS.MemoryUsage) => m.heapUsed + m.arrayBuffers - base.heapUsed - base.arrayBuffers;
  let raw = 0;
  let live = 0;
  let rss = 0;
  let tick = 0;
  const timer = setInterval(() => {
    tick += 1;
    if (tick % 4 === 0) {
      gc();
      live = Math.max(live, held(process.memoryUsage()));
    }
    const now = process.memoryUsage();
    raw = Math.max(raw, held(now));
    rss = Math.max(rss, now.rss - base.rss);
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      // What the finished step still holds (a reader that never yields to timers is only seen here).
      const now = process.memoryUsage();
      raw = Math.max(raw, held(now));
      gc();
      live = Math.max(live, held(process.memoryUsage()));
      rss = Math.max(rss, now.rss - base.rss);
      return { base, raw, live, rss };
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function report(label: string, { base, raw, live, rss }: ReturnType<ReturnType<typeof sampler>["stop"]>, ms: number) {
  console.log(
    `${label.padEnd(40)} heap+buffers at start ${mb(base.heapUsed + base.arrayBuffers)}; peak live +${mb(live)}, ` +
      `raw +${mb(raw)}; rss +${mb(rss)}; ${Math.round(ms)} ms`,
  );
  return live;
}

/** Stands in for the platform's POST /v1/oss-files: counts the bytes and drops them. */
async function countingServer() {
  let received = 0;
  const server = http.createServer((req, res) => {
    req.on("data", (chunk: Buffer) => (received += chunk.length));
    req.on("end", () => res.writeHead(201, { "Content-Type": "application/json" }).end('{"result":{"id":1,"url":"/v1/oss-files/1"}}'));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received: () => received };
}

console.log(`upload of ${mb(FILE_BYTES)} (Node ${process.version}, gc ${typeof (globalThis as { gc?: unknown }).gc === "function" ? "exposed" : "not exposed"})`);

let memory = sampler();
let started = performance.now();
const form = await readStreamedForm(body(), TYPE, { maxFileBytes: 100 * 1024 * 1024 });
const file = form.formData.get("file") as File;
if (file?.size !== FILE_BYTES || form.formData.get("title") !== "心肺复苏视频") throw new Error(`parse failed: ${file?.size}`);
const parseGrowth = report("streaming reader → temp file", memory.stop(), performance.now() - started);

const upstream = await countingServer();
memory = sampler();
started = performance.now();
const outgoing = new FormData();
outgoing.set("file", file, file.name);
const answer = await postFormStreamed(upstream.url, "POST", {}, outgoing, AbortSignal.timeout(60_000));
await answer.text();
const uploadGrowth = report("disk-backed File → platform (node:http)", memory.stop(), performance.now() - started);
if (upstream.received() < FILE_BYTES) throw new Error(`upstream got ${upstream.received()} bytes`);

// For the record: fetch (undici) sending the same File, which the console no longer uses for forms.
memory = sampler();
started = performance.now();
await (await fetch(upstream.url, { method: "POST", body: outgoing })).text();
report("contrast: the same File through fetch", memory.stop(), performance.now() - started);
upstream.server.close();
await form.dispose();

if (process.env.BENCH_UPLOAD_CONTRAST !== "0") {
  memory = sampler();
  started = performance.now();
  const whole = await new Request("http://console/", { method: "POST", headers: { "Content-Type": TYPE }, body: body(), duplex: "half" } as RequestInit).formData();
  const measured = memory.stop();
  report(`contrast: Request.formData() (${mb((whole.get("file") as File).size)})`, measured, performance.now() - started);
}

// The budget: a 100M upload must cost the console far less than the file (live heap + buffers under 16 MB).
const budget = 16 * 1024 * 1024;
if (parseGrowth > budget || uploadGrowth > budget) {
  console.error(`over budget: parse +${mb(parseGrowth)}, upload +${mb(uploadGrowth)} (budget ${mb(budget)})`);
  process.exitCode = 1;
}
