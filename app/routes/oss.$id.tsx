import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { isStoredFileId } from "~/lib/uploads";
import { fetchStoredFile } from "~/platform/files.server";

/**
 * Relays a file the platform stores (images, contracts, videos) to a signed-in browser, as the signed-in account:
 * the platform serves a file only to an account that may read the record owning it (hostile #41), and its refusal
 * comes back as a 404. The answer can never run as a page (an uploaded SVG or HTML is sandboxed and not sniffed),
 * and is not kept by the browser: after sign-out nothing of it stays in the cache.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!isStoredFileId(params.id)) throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const upstream = await loadOrFail(request, () => fetchStoredFile(user.platform, params.id!));
  const headers = new Headers({
    "Content-Type": upstream.headers.get("Content-Type") ?? "application/octet-stream",
    "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  const disposition = upstream.headers.get("Content-Disposition");
  if (disposition) headers.set("Content-Disposition", disposition);
  const length = upstream.headers.get("Content-Length");
  if (length) headers.set("Content-Length", length);
  return new Response(upstream.body, { status: 200, headers });
}
