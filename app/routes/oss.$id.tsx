import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/user.server";
import { loadOrFail } from "~/engine/errors.server";
import { fetchStoredFile } from "~/platform/files.server";

/**
 * Relays a file the platform stores (images, contracts, videos) to a signed-in browser. The answer can never run
 * as a page: an uploaded SVG or HTML is sandboxed and not sniffed.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!/^\d{1,15}$/.test(params.id ?? "")) throw new Response("Not found", { status: 404 });
  const upstream = await loadOrFail(request, () => fetchStoredFile(user.platform, params.id!));
  const headers = new Headers({
    "Content-Type": upstream.headers.get("Content-Type") ?? "application/octet-stream",
    "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, max-age=3600",
  });
  const disposition = upstream.headers.get("Content-Disposition");
  if (disposition) headers.set("Content-Disposition", disposition);
  const length = upstream.headers.get("Content-Length");
  if (length) headers.set("Content-Length", length);
  return new Response(upstream.body, { status: 200, headers });
}
