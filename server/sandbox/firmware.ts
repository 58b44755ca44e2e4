// Firmware for devices, cabinet controllers and connectors: one table, one set of routes per kind.
import type { Database } from "better-sqlite3";
import type { Services } from "./services.js";
import { type AuthedCtx, type FieldError, type Route, idParam, invalidFields, noContent } from "./http.js";
import { type ListSpec, type Scope, getOne, readOnlyRoutes } from "./list.js";
import { nowString } from "./time.js";
import { deleteWithReason } from "./operation-log.js";
import { checkText } from "./validate.js";

interface FirmwareKind {
  kind: "device" | "cabinet" | "connector";
  path: string;
  mark: string;
  extensions: readonly string[];
}

const CONTROLLER_TYPES = ["jxs", "jxsh", "jxsx"];
const kinds: FirmwareKind[] = [
  { kind: "device", path: "device-firmwares", mark: "deviceFirmware", extensions: ["jas", "js2", "js1", "jm1"] },
  { kind: "cabinet", path: "cabinet-controller-firmwares", mark: "cabinetFirmware", extensions: CONTROLLER_TYPES },
  { kind: "connector", path: "connector-firmwares", mark: "connectorFirmware", extensions: CONTROLLER_TYPES },
];

export const FILE_LIMIT = 10 * 1024 * 1024;
/** The multipart body may exceed the file by its headers and text fields, not by more. */
const BODY_LIMIT = FILE_LIMIT + 64 * 1024;
const VERSION = /^[VT]\d{2}\.\d+\.\d+$/;

const spec: ListSpec<Record<string, unknown>> = {
  from: "firmwares",
  select: "id, version, lastModifiedBy, lastModifiedDate, description, relatedDeviceCount, fileName, fileSize",
  idColumn: "id",
  filters: { version: { column: "version", op: "contains" }, description: { column: "description", op: "contains" } },
  sorts: { id: "id", version: "version", lastModifiedDate: "lastModifiedDate", relatedDeviceCount: "relatedDeviceCount" },
  defaultSort: { field: "lastModifiedDate", order: "descend" },
  toRow: ({ fileName, fileSize, ...row }) => ({ ...row, file: { name: fileName, size: fileSize } }),
};

interface Upload {
  name: string;
  data: Buffer;
}

interface FirmwareInput {
  version: string;
  description: string | null;
  upload?: Upload;
}

const formText = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};

/** Reads and validates the multipart form; the file is optional only when updating. */
async function readInput(ctx: AuthedCtx, db: Database, kind: FirmwareKind, updatingId?: number): Promise<FirmwareInput> {
  const form = await ctx.readForm(BODY_LIMIT);
  const version = formText(form, "version");
  const description = formText(form, "description");
  const entry = form.get("file");
  // A browser posts an empty, nameless part when no file was chosen.
  const file = typeof entry === "object" && entry !== null && (entry.name !== "" || entry.size > 0) ? entry : undefined;

  const errors: FieldError[] = [];
  if (version === undefined) errors.push({ field: "version", key: "field.required" });
  else if (!VERSION.test(version)) errors.push({ field: "version", key: "version.format" });
  else {
    const clash = db.prepare("SELECT id FROM firmwares WHERE kind = ? AND version = ? AND id != ?").get(kind.kind, version, updatingId ?? 0);
    if (clash) errors.push({ field: "version", key: "version.exists" });
  }
  errors.push(...checkText("description", description, { max: 200 }));
  if (!file) {
    if (updatingId === undefined) errors.push({ field: "file", key: "file.required" });
  } else if (/[\\/\0\r\n]|\.\./.test(file.name) || file.name.length > 200) {
    errors.push({ field: "file", key: "file.name" });
  } else if (!kind.extensions.includes(extensionOf(file.name))) {
    errors.push({ field: "file", key: "file.type", params: { types: kind.extensions.join(", ") } });
  } else if (file.size > FILE_LIMIT) {
    errors.push({ field: "file", key: "file.tooLarge" });
  }
  if (errors.length || version === undefined) throw invalidFields(errors);
  return {
    version,
    description: description ?? null,
    upload: file && { name: file.name, data: Buffer.from(await file.arrayBuffer()) },
  };
}

function kindRoutes(db: Database, kind: FirmwareKind): Route[] {
  const base = `/api/v1/${kind.path}`;
  const scope: Scope = { where: "kind = ?", params: [kind.kind] };
  const existing = (id: number) => getOne(db, spec, id, scope);

  return [
    ...readOnlyRoutes(db, kind.path, kind.mark, spec, scope),
    {
      method: "POST", path: base, access: `${kind.mark}.add`,
      handle: async (ctx: AuthedCtx) => {
        const input = await readInput(ctx, db, kind);
        const { lastInsertRowid } = db
          .prepare(
            `INSERT INTO firmwares (kind, version, lastModifiedBy, lastModifiedDate, description, relatedDeviceCount, fileName, fileSize, fileData)
             VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?)`,
          )
          .run(kind.kind, input.version, ctx.caller.username, nowString(), input.description, input.upload!.name, input.upload!.data.length, input.upload!.data);
        return { status: 201, body: existing(Number(lastInsertRowid)) };
      },
    },
    {
      method: "PUT", path: `${base}/:id`, access: `${kind.mark}.edit`,
      handle: async (ctx: AuthedCtx) => {
        const id = idParam(ctx);
        existing(id);
        const input = await readInput(ctx, db, kind, id);
        db.prepare("UPDATE firmwares SET version = ?, description = ?, lastModifiedBy = ?, lastModifiedDate = ? WHERE id = ?").run(
          input.version, input.description, ctx.caller.username, nowString(), id,
        );
        if (input.upload) {
          db.prepare("UPDATE firmwares SET fileName = ?, fileSize = ?, fileData = ? WHERE id = ?").run(
            input.upload.name, input.upload.data.length, input.upload.data, id,
          );
        }
        return { body: existing(id) };
      },
    },
    {
      method: "DELETE", path: `${base}/:id`, access: `${kind.mark}.delete`,
      handle: (ctx: AuthedCtx) => {
        const id = idParam(ctx);
        existing(id);
        deleteWithReason(db, ctx, { table: "firmwares", entity: kind.mark, id });
        return noContent();
      },
    },
  ];
}

export function firmwareRoutes({ db }: Services): Route[] {
  return kinds.flatMap((kind) => kindRoutes(db, kind));
}
