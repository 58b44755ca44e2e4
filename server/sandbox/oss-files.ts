// POST /v1/oss-files (§7 image upload) and the stored files behind the URLs it answers. Entities keep the URL
// (`/v1/oss-files/<id>`); the console relays GETs of it to the browser (app/routes/oss.$id.tsx). Who may read a
// file, and how it gets its owner: stored-files.ts.
import { contentMatchesName } from "../../app/lib/file-signature.js";
import { UPLOAD_KINDS, isUploadKind, limitLabel } from "../../app/lib/uploads.js";
import { type AuthedCtx, invalidFields, notFound } from "./http.js";
import { defineMessages } from "./i18n.js";
import { STORED_FILES_SCHEMA, fileOfUrl, mayReadFile, storeFile } from "./stored-files.js";
import { defineArea } from "./table.js";

const texts = defineMessages({
  "upload.kind": ["不支持的上传类型", "unknown upload kind"],
  "upload.required": ["请选择文件", "choose a file"],
  "upload.type": ["文件类型不正确，仅支持：{types}", "file type not allowed, allowed: {types}"],
  "upload.tooLarge": ["文件不能超过 {max}", "the file must not exceed {max}"],
  "upload.content": ["文件内容与扩展名不符", "the file's content does not match its extension"],
});

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", png: "image/png", svg: "image/svg+xml", webp: "image/webp",
  pdf: "application/pdf", mp4: "video/mp4", webm: "video/webm", mov: "video/quicktime",
};

const extensionOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");

export const ossFilesArea = defineArea({
  name: "oss-files",
  schema: STORED_FILES_SCHEMA,
  dataTables: ["oss_files"],
  routes: ({ db }) => [
    {
      method: "POST", path: "/api/v1/oss-files", access: "bearer",
      handle: async (ctx: AuthedCtx) => {
        const kindName = ctx.query.get("kind") ?? "image";
        if (!isUploadKind(kindName)) throw invalidFields([{ field: "kind", key: texts["upload.kind"] }]);
        const kind = UPLOAD_KINDS[kindName];
        const form = await ctx.readForm(kind.maxBytes + 64 * 1024);
        const file = form.get("file");
        if (typeof file !== "object" || file === null || file.size === 0) throw invalidFields([{ field: "file", key: texts["upload.required"] }]);
        const extension = extensionOf(file.name);
        if (!(kind.types as readonly string[]).includes(extension) || /[\\/\0\r\n]|\.\./.test(file.name)) {
          throw invalidFields([{ field: "file", key: texts["upload.type"], params: { types: kind.types.join(", ") } }]);
        }
        if (file.size > kind.maxBytes) throw invalidFields([{ field: "file", key: texts["upload.tooLarge"], params: { max: limitLabel(kindName) } }]);
        const data = Buffer.from(await file.arrayBuffer());
        if (!contentMatchesName(file.name, data.subarray(0, 512))) throw invalidFields([{ field: "file", key: texts["upload.content"] }]);
        const { id, url } = storeFile(db, { kind: kindName, fileName: file.name, contentType: CONTENT_TYPES[extension] ?? "application/octet-stream", data, uploadedBy: ctx.caller.username });
        return { status: 201, body: { result: { id, url, fileName: file.name, size: data.length } } };
      },
    },
    {
      method: "GET", path: "/api/v1/oss-files/:id", access: "bearer",
      handle: (ctx: AuthedCtx) => {
        const row = fileOfUrl(db, `/v1/oss-files/${ctx.params.id ?? ""}`);
        // A file the caller may not read is one that does not exist, for them.
        if (!row || !mayReadFile(db, ctx.caller, row)) throw notFound();
        return {
          body: row.data,
          headers: { "Content-Type": row.contentType, "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(row.fileName)}` },
        };
      },
    },
  ],
});
