/**
 * Remix's multipart parser keeps only the last path segment of an uploaded file's name, so `../../etc/x.jas`
 * would silently become `x.jas`. A lying name is refused instead (hostile case 11): this scans the part headers
 * as the body streams past (nothing is buffered beyond a small overlap) and reports the fields whose raw file
 * name is unsafe.
 */
import { isSafeFileName } from "./validators";

const DISPOSITION = /content-disposition:[ \t]*form-data((?:;[ \t]*[\w*]+=(?:"[^"\r\n]*"|[^;\r\n]*))*)/gi;
const PARAM = /;[ \t]*([\w*]+)=(?:"([^"\r\n]*)"|([^;\r\n]*))/g;
/** Header lines longer than this are not headers we need to read whole. */
const OVERLAP = 4096;

/** Percent-encoded control characters, as browsers write them into a quoted file name. */
const ENCODED_CONTROL = /%(?:00|0a|0d)/i;

export function isSafeRawFileName(raw: string): boolean {
  return isSafeFileName(raw) && !ENCODED_CONTROL.test(raw);
}

/** Field names of file parts whose raw name is unsafe, read from part-header text. */
export function unsafeFileFields(headerText: string): string[] {
  const fields: string[] = [];
  for (const match of headerText.matchAll(DISPOSITION)) {
    const params = new Map<string, string>();
    for (const param of match[1]!.matchAll(PARAM)) params.set(param[1]!.toLowerCase(), param[2] ?? param[3] ?? "");
    const filename = params.get("filename");
    if (filename !== undefined && filename !== "" && !isSafeRawFileName(filename)) fields.push(params.get("name") ?? "");
  }
  return fields;
}

/** Passes the body through unchanged, adding to `unsafe` the fields whose raw file name is unsafe. */
export function scanFileNames(unsafe: Set<string>): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder("latin1");
  let carry = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = carry + decoder.decode(chunk, { stream: true });
      for (const field of unsafeFileFields(text)) unsafe.add(field);
      carry = text.slice(-OVERLAP);
      controller.enqueue(chunk);
    },
  });
}
