/** The encodings the console sends compressed bodies in, best first. */
export type BodyEncoding = "br" | "gzip";

const ALIASES: Record<string, string> = { "x-gzip": "gzip" };

/**
 * Which encodings an Accept-Encoding header takes, best first (Brotli, then gzip): listed by name (or gzip's old
 * alias x-gzip) or by "*", with a q above 0 — an entry of its own decides over the wildcard, so `*, br;q=0` refuses
 * Brotli.
 */
export function acceptedEncodings(header: string | null | undefined): BodyEncoding[] {
  const wanted = new Map<string, boolean>();
  for (const item of (header ?? "").toLowerCase().split(",")) {
    const [rawName = "", ...params] = item.split(";");
    const name = rawName.trim();
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    wanted.set(ALIASES[name] ?? name, q === undefined || Number(q.slice(2).trim()) > 0);
  }
  return (["br", "gzip"] as const).filter((encoding) => wanted.get(encoding) ?? wanted.get("*") ?? false);
}
