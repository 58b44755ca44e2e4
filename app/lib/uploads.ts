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
