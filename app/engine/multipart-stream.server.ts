/**
 * A streaming multipart/form-data reader for uploads up to §5's 100M video: text fields become FormData strings,
 * each file part goes straight to a temp file (os.tmpdir()) and comes back as a disk-backed File
 * (fs.openAsBlob), so neither the parse nor the later upstream POST holds the file in memory.
 *
 * Parsing is busboy's (streamsearch over the boundary: correct however the body is split; text fields decoded
 * whole, so UTF-8 survives chunk splits). On top of it the console's rules: field-name bounds (form-names.ts),
 * a per-file byte cap (an oversized file is reported, not thrown, and the rest of the form kept), the raw file
 * name check (multipart-names.ts) and the content signature of the first bytes (file-signature.ts).
 * Anything malformed rejects with MultipartRefusal, which the caller answers with 400.
 */
import { randomUUID } from "node:crypto";
import { createWriteStream, openAsBlob } from "node:fs";
import { mkdtemp, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { contentMatchesName, SIGNATURE_BYTES } from "~/lib/file-signature";
import { FORM_LIMITS, fieldNameProblem, formNamesProblem, mediaType } from "~/lib/form-names";
import { scanFileNames } from "~/lib/multipart-names";

/** A body no console form sends (cut short, no boundary, bad part headers, names beyond FORM_LIMITS). */
export class MultipartRefusal extends Error {}

export interface StreamedForm {
  /** Text fields, and accepted files as disk-backed Files (valid until `dispose`). */
  formData: FormData;
  /** Fields whose file exceeded `maxFileBytes` (the file is dropped). */
  oversized: string[];
  /** Fields whose file content contradicts its extension. */
  mislabelled: string[];
  /** Fields whose raw file name is unsafe (path segments, control characters). */
  unsafeNames: string[];
  /** Removes the temp files; call once the request is done with them. */
  dispose: () => Promise<void>;
}

export interface StreamOptions {
  maxFileBytes: number;
  /** Where the per-request temp directory is made (default os.tmpdir()). */
  tmpDir?: string;
  /** At most this many file parts (a console form has one or two file inputs). */
  maxFiles?: number;
  /** The largest text field (a textarea holds at most a few thousand characters). */
  maxFieldBytes?: number;
}

interface FilePart {
  field: string;
  name: string;
  type: string;
  path: string;
  size: number;
  head: Buffer;
  truncated: boolean;
}

export async function readStreamedForm(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null,
  options: StreamOptions,
): Promise<StreamedForm> {
  if (mediaType(contentType) !== "multipart/form-data") throw new MultipartRefusal(`not multipart: ${mediaType(contentType) || "(none)"}`);
  if (!body) throw new MultipartRefusal("no body");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType! },
      preservePath: true,
      // Browsers send file names as raw UTF-8 bytes.
      defParamCharset: "utf8",
      // +1: busboy reports a file that reaches the cap as truncated; one of exactly maxFileBytes is fine.
      limits: { fileSize: options.maxFileBytes + 1, files: options.maxFiles ?? 16, fields: FORM_LIMITS.fields, fieldSize: options.maxFieldBytes ?? 1024 * 1024 },
    });
  } catch (error) {
    throw new MultipartRefusal(error instanceof Error ? error.message : "bad content type");
  }

  let dir: string | undefined;
  let dirReady: Promise<string> | undefined;
  const tempDir = () => (dirReady ??= mkdtemp(path.join(options.tmpDir ?? tmpdir(), "aed-upload-")).then((made) => (dir = made)));
  const dispose = async () => {
    await dirReady?.catch(() => undefined);
    if (dir) await rm(dir, { recursive: true, force: true });
  };

  const unsafe = new Set<string>();
  const fields: [string, string][] = [];
  const files: FilePart[] = [];
  const writes: Promise<void>[] = [];
  let refusal: string | undefined;
  const refuse = (reason: string) => {
    refusal ??= reason;
    parser.destroy(new MultipartRefusal(reason));
  };
  const nameProblem = (name: string | undefined) => (name === undefined ? "part without a name" : fieldNameProblem(name));

  parser.on("field", (name, value, info) => {
    const problem = nameProblem(name);
    if (problem) return refuse(`${problem}: ${String(name).slice(0, 40)}`);
    if (info.valueTruncated) return refuse(`field too large: ${name.slice(0, 40)}`);
    fields.push([name, value]);
  });
  parser.on("file", (name, stream, info) => {
    const problem = nameProblem(name);
    if (problem) {
      stream.resume();
      return refuse(`${problem}: ${String(name).slice(0, 40)}`);
    }
    // The header scan ran on these bytes before busboy saw them: a lying name is never written to disk.
    if (unsafe.has(name) || !info.filename) {
      stream.resume();
      return;
    }
    const part: FilePart = { field: name, name: info.filename, type: info.mimeType, path: "", size: 0, head: Buffer.alloc(0), truncated: false };
    files.push(part);
    writes.push(writeToDisk(part, stream, tempDir));
  });
  parser.on("fieldsLimit", () => refuse("too many fields"));
  parser.on("filesLimit", () => refuse("too many files"));

  // The body is read to its end even when the parser gives up: cancelling it would reset the connection before
  // the 400 reaches the client (the server's body limit bounds what is drained).
  const reader = body.pipeThrough(scanFileNames(unsafe)).getReader();
  let failed = false;
  const source = new Readable({
    read() {
      reader.read().then(
        ({ done, value }) => (done ? this.push(null) : this.push(value)),
        (error: unknown) => this.destroy(error as Error),
      );
    },
    destroy(error, callback) {
      failed = true;
      callback(error);
    },
  });
  try {
    await pipeline(source, parser);
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    if (failed) while (!(await reader.read().catch(() => ({ done: true }))).done);
    if (unsafe.size && !refusal) {
      // A raw NUL in a file name breaks the part header itself: still the unsafe name the user is told about.
      const formData = new FormData();
      for (const [name, value] of fields) formData.append(name, value);
      await dispose();
      return { formData, oversized: [], mislabelled: [], unsafeNames: [...unsafe], dispose: async () => undefined };
    }
    await dispose();
    throw new MultipartRefusal(refusal ?? (error instanceof Error ? error.message : "unreadable form body"));
  }
  const namesProblem = formNamesProblem([...fields.map(([name]) => name), ...files.map((file) => file.field)]);
  if (namesProblem) {
    await dispose();
    throw new MultipartRefusal(namesProblem);
  }

  const formData = new FormData();
  const oversized: string[] = [];
  const mislabelled: string[] = [];
  for (const [name, value] of fields) formData.append(name, value);
  for (const file of files) {
    // No file chosen: browsers still send an empty part with an empty name.
    if (file.size === 0) continue;
    if (file.truncated) oversized.push(file.field);
    else if (!contentMatchesName(file.name, new Uint8Array(file.head))) mislabelled.push(file.field);
    else {
      formData.append(file.field, new File([await openAsBlob(file.path, { type: file.type })], file.name, { type: file.type }));
      continue;
    }
    await unlink(file.path).catch(() => undefined);
  }
  for (const name of [...oversized, ...mislabelled, ...unsafe]) formData.delete(name);
  return { formData, oversized: unique(oversized), mislabelled: unique(mislabelled), unsafeNames: [...unsafe], dispose };
}

const unique = (names: string[]) => [...new Set(names)];

/** Streams one file part to its own temp file, keeping the first SIGNATURE_BYTES for the content check. */
async function writeToDisk(part: FilePart, stream: Readable & { truncated?: boolean }, tempDir: () => Promise<string>) {
  // Until the pipeline below listens, a body cut short would destroy the part with an unhandled error.
  stream.on("error", () => undefined);
  const dir = await tempDir();
  part.path = path.join(dir, randomUUID());
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      part.size += chunk.length;
      if (headBytes < SIGNATURE_BYTES) {
        const piece = chunk.subarray(0, SIGNATURE_BYTES - headBytes);
        headChunks.push(Buffer.from(piece));
        headBytes += piece.length;
      }
      callback(null, chunk);
    },
  });
  stream.once("limit", () => (part.truncated = true));
  await pipeline(stream, tap, createWriteStream(part.path, { flags: "wx" }));
  part.head = Buffer.concat(headChunks);
  part.truncated ||= stream.truncated === true;
}
