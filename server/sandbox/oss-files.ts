// POST /v1/oss-files (§7 image upload) and the stored files behind the URLs it answers. Entities keep the URL
// (`/v1/oss-files/<id>`); the console relays GETs of it to the browser (app/routes/oss.$.tsx).
import { contentMatchesName } from "../../app/lib/file-signature.js";
import { UPLOAD_KINDS, isUploadKind, limitLabel } from "../../app/lib/uploads.js";
import { type AuthedCtx, idParam, invalidFields, notFound } from "./http.js";
import { defineMessages } from "./i18n.js";
import { defineArea } from "./table.js";
import { nowString } from "./time.js";

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

const SCHEMA = `CREATE TABLE IF NOT EXISTS oss_files (
  id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, fileName TEXT NOT NULL, contentType TEXT NOT NULL,
  size INTEGER NOT NULL, data BLOB NOT NULL, uploadedBy TEXT NOT NULL, createdDate TEXT NOT NULL);`;

const extensionOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");

export const ossFilesArea = defineArea({
  name: "oss-files",
  schema: SCHEMA,
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
        const { lastInsertRowid } = db
          .prepare("INSERT INTO oss_files (kind, fileName, contentType, size, data, uploadedBy, createdDate) VALUES (?, ?, ?, ?, ?, ?, ?)")
          .run(kindName, file.name, CONTENT_TYPES[extension] ?? "application/octet-stream", data.length, data, ctx.caller.username, nowString());
        const id = Number(lastInsertRowid);
        return { status: 201, body: { result: { id, url: `/v1/oss-files/${id}`, fileName: file.name, size: data.length } } };
      },
    },
    {
      method: "GET", path: "/api/v1/oss-files/:id", access: "bearer",
      handle: (ctx: AuthedCtx) => {
        const row = db.prepare("SELECT fileName, contentType, data FROM oss_files WHERE id = ?").get(idParam(ctx)) as
          | { fileName: string; contentType: string; data: Buffer }
          | undefined;
        if (!row) throw notFound();
        return {
          body: row.data,
          headers: { "Content-Type": row.contentType, "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(row.fileName)}` },
        };
      },
    },
  ],
});
