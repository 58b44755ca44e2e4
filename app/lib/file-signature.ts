/**
 * What a file's first bytes say it is, so an upload whose content contradicts its extension is refused (hostile
 * case 11): a page or script renamed .jas, a .png that is really a zip. Browsers cannot read the content before
 * the form is sent, so this check runs on the server only; the extension check runs on both sides.
 */
export type ContentKind = "png" | "jpeg" | "gif" | "webp" | "svg" | "pdf" | "zip" | "ole" | "mp4" | "quicktime" | "webm" | "html" | "script" | "executable" | "unknown";

/** Bytes worth reading to tell the kinds apart. */
export const SIGNATURE_BYTES = 512;

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) => bytes.every((byte, i) => head[offset + i] === byte);

const QUICKTIME_ATOMS = ["moov", "mdat", "wide", "free", "skip", "pnot"].map((atom) => [...atom].map((char) => char.charCodeAt(0)));

export function sniffContent(head: Uint8Array): ContentKind {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return "gif";
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46])) return "pdf";
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return "zip";
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "ole";
  // ISO media (mp4, modern mov): a box size, then "ftyp". Older QuickTime files start with another top-level atom.
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return "mp4";
  if (QUICKTIME_ATOMS.some((atom) => startsWith(head, atom, 4))) return "quicktime";
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return "webm";
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) || startsWith(head, [0x4d, 0x5a])) return "executable";
  // Text formats: skip a UTF-8 byte-order mark and leading white space, then look at the first markup.
  const text = new TextDecoder("utf-8", { fatal: false }).decode(head.subarray(0, SIGNATURE_BYTES)).replace(/^\uFEFF/, "").trimStart().toLowerCase();
  if (text.startsWith("#!")) return "script";
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg[^>]*>\s*)?<svg[\s>]/.test(text)) return "svg";
  if (/^(<!doctype html|<html|<head|<body|<script|<iframe|<\?php)/.test(text)) return "html";
  return "unknown";
}

/** The content an extension must have; extensions not listed (firmware, lock files) only must not be a known other kind. */
const REQUIRED_KIND: Record<string, ContentKind | ContentKind[]> = {
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  gif: "gif",
  webp: "webp",
  svg: "svg",
  pdf: "pdf",
  xlsx: "zip",
  xls: "ole",
  mp4: "mp4",
  mov: ["mp4", "quicktime"],
  webm: "webm",
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** True when the first bytes agree with the file name's extension. */
export function contentMatchesName(fileName: string, head: Uint8Array): boolean {
  const kind = sniffContent(head);
  const required = REQUIRED_KIND[extensionOf(fileName)];
  if (required) return Array.isArray(required) ? required.includes(kind) : kind === required;
  // Binary formats of our own devices have no public signature: accept anything that is not a known other format.
  return kind === "unknown";
}
