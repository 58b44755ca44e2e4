import { createHash, randomBytes } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { config } from "~/config.server";
import { WeighedMemo } from "~/lib/weighed-memo";
import { acceptedEncodings } from "~/lib/accept-encoding";
import { deflatePart, gzipSpliced } from "~/lib/gzip-splice";
import { packed } from "~/lib/packed-buffers";

/**
 * A page is a pure function of what Remix hands the renderer — the build, the URL, the status and every route's
 * loader data (the user, their permissions, language and theme among it) — and of the request's CSP nonce:
 * hydration already requires the browser to draw the same markup from the same data. So a page drawn once is
 * answered again, with that request's nonce, while its loaders return the same data (issue 13: server time per
 * page). The loaders still run on every request, so the data, the permissions and the session are as fresh as
 * ever; only React's drawing of identical input is skipped. Kept in memory, least recently used first out.
 */

/** Stands for the nonce in a kept page: random per process, so no page data can spell it. */
export const NONCE_SLOT = randomBytes(18).toString("base64url");

/**
 * A page as UTF-8 bytes cut where the nonce goes (the answer is these with the request's nonce between them), and
 * the same parts compressed once, for answers in gzip (app/lib/gzip-splice.ts).
 */
export interface KeptPage {
  parts: Buffer[];
  deflated: Buffer[];
}

const bytes = (buffers: Buffer[]) => buffers.reduce((sum, part) => sum + part.length, 0);
const pages = new WeighedMemo<KeptPage>(100_000, (page) => bytes(page.parts) + bytes(page.deflated), config.pageReuseMb * 1024 * 1024);

/** The key a page is kept under, or null when it must be drawn: not a plain successful GET, or with errors, action data or deferred data. */
export function pageKey(request: Request, status: number, context: EntryContext): string | null {
  if (!config.pageReuseMb || request.method !== "GET" || status !== 200) return null;
  const handled = context.staticHandlerContext;
  if (handled.errors || handled.actionData || Object.keys(handled.activeDeferreds ?? {}).length) return null;
  if (context.serverHandoffString === undefined) return null;
  return createHash("sha256")
    .update(`${context.manifest.version}\n${request.url}\n`)
    .update(context.serverHandoffString)
    .digest("base64url");
}

/** Cuts a page drawn with `NONCE_SLOT` as its nonce at each of them, and compresses the parts. */
export function cutAtNonce(html: string): KeptPage {
  const parts = html.split(NONCE_SLOT).map((part) => Buffer.from(part, "utf8"));
  // Packed: kept as they come, the small parts would hold 8 KB pool slabs and 16 KB zlib chunks each, many times
  // the weight the cap counts (issue 37's soak: external memory 34 → 108 MB in 4 minutes under the 32 MB cap).
  return { parts: packed(parts), deflated: packed(parts.map(deflatePart)) };
}

/** The page kept under `key`, or undefined. */
export function keptPage(key: string): KeptPage | undefined {
  return pages.find(key);
}

export function keepPage(key: string, page: KeptPage): void {
  pages.put(key, page);
}

/**
 * The page with this request's nonce in each place: gzip-compressed when the browser takes gzip (every browser
 * does; Content-Encoding tells the compression middleware to leave it), else the bytes as they are. Bytes, so the
 * Response need not check and encode a string.
 */
export function answerWithNonce(page: KeptPage, nonce: string, acceptEncoding: string | null): { body: Uint8Array<ArrayBuffer>; gzip: boolean } {
  const nonceBytes = Buffer.from(nonce, "utf8");
  if (acceptedEncodings(acceptEncoding).includes("gzip")) return { body: gzipSpliced(page.parts, page.deflated, nonceBytes), gzip: true };
  const parts: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index) parts.push(nonceBytes);
    parts.push(part);
  });
  return { body: Buffer.concat(parts), gzip: false };
}
