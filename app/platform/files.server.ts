import { z } from "zod";
import { storedFileHref, type UploadKind } from "~/lib/uploads";
import { callRaw, callResult, type PlatformContext } from "./client.server";

const uploadedSchema = z.object({ id: z.union([z.number(), z.string()]), url: z.string(), fileName: z.string().nullish(), size: z.number().nullish() });
export type UploadedFile = z.infer<typeof uploadedSchema>;

/**
 * POST /v1/oss-files (§7): stores a file and answers the URL an entity keeps (`/v1/oss-files/<id>`). A form's file
 * is disk-backed (multipart-stream.server.ts): fetch streams it from its temp file, so a 100M video is never read
 * into a Buffer here.
 */
export function uploadFile(ctx: PlatformContext, file: File, kind: UploadKind = "image") {
  const form = new FormData();
  form.set("file", file, file.name);
  return callResult(ctx, "/v1/oss-files", uploadedSchema, { method: "POST", query: { kind }, form });
}

/** The platform file behind a stored URL, for the console's relay (app/routes/oss.$id.tsx). */
export function fetchStoredFile(ctx: PlatformContext, id: string) {
  return callRaw(ctx, `/v1/oss-files/${encodeURIComponent(id)}`);
}

/** The account's picture as the browser can load it: a stored file through the relay, an inline image as it is. */
export function avatarUrlOf(info: { avatar?: string | null; imageUrl?: string | null }): string | null {
  for (const value of [info.avatar, info.imageUrl]) {
    const relayed = storedFileHref(value);
    if (relayed) return relayed;
    if (value?.startsWith("data:image/")) return value;
  }
  return null;
}
