const MB = 1024 * 1024;

/**
 * §5 upload kinds, shared by the console's forms and the sandbox's POST /v1/oss-files: images (jpg, gif, png, svg,
 * webp) at most 20M, or 2M for small ones (avatars, icons, logos, covers); files 10M; videos 100M (learning
 * material), or 10M for short ones (the mini-program's videos, §3 "Video").
 */
export const UPLOAD_KINDS = {
  image: { maxBytes: 20 * MB, types: ["jpg", "jpeg", "gif", "png", "svg", "webp"] },
  "small-image": { maxBytes: 2 * MB, types: ["jpg", "jpeg", "gif", "png", "svg", "webp"] },
  file: { maxBytes: 10 * MB, types: ["pdf", "doc", "docx", "xls", "xlsx", "zip", "jpg", "jpeg", "png"] },
  video: { maxBytes: 100 * MB, types: ["mp4", "webm", "mov"] },
  "small-video": { maxBytes: 10 * MB, types: ["mp4", "webm", "mov"] },
} as const satisfies Record<string, { maxBytes: number; types: readonly string[] }>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

export const isUploadKind = (value: string): value is UploadKind => Object.hasOwn(UPLOAD_KINDS, value);

/** "2M", "100M": the limit as §5 writes it. */
export const limitLabel = (kind: UploadKind) => `${UPLOAD_KINDS[kind].maxBytes / MB}M`;

/**
 * §7: an entity keeps a stored file as `/v1/oss-files/<id>`. The sandbox's ids are random 128-bit tokens
 * (22 characters of base64url: nobody reaches a file by counting, hostile #41); a platform's plain numeric ids are
 * read too. Anything else (a seed's placeholder, an outside URL) is no stored file.
 */
const STORED_FILE_URL = /^\/v1\/oss-files\/(\d{1,18}|[A-Za-z0-9_-]{16,64})$/;

/** The id of a stored file's URL, or undefined. */
export function storedFileId(url: unknown): string | undefined {
  return typeof url === "string" ? STORED_FILE_URL.exec(url)?.[1] : undefined;
}

/** A stored file's id as the console's relay (app/routes/oss.$id.tsx) takes it. */
export const isStoredFileId = (id: string | undefined): id is string => id !== undefined && storedFileId(`/v1/oss-files/${id}`) === id;

/** Where the browser reads a stored file: through the console's relay (the page's CSP allows only 'self'). */
export function storedFileHref(url: unknown): string | undefined {
  const id = storedFileId(url);
  return id === undefined ? undefined : `/oss/${id}`;
}
