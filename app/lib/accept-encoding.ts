/** The encodings the console sends compressed bodies in, best first. */
export type BodyEncoding = "br" | "gzip";

/** Which encodings the client takes, best first (Brotli, then gzip): a `q=0` entry refuses one. */
export function acceptedEncodings(header: string | null | undefined): BodyEncoding[] {
  const accepted = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  return (["br", "gzip"] as const).filter((encoding) => accepted.has(encoding));
}
