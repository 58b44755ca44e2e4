// The files behind §7's `/v1/oss-files/<id>` and who may read them (hostile #41). A file is stored by POST
// /v1/oss-files and then attached to the record that keeps its URL: a table row (a contract's file, a brand's logo,
// a news cover), an account's avatar or its VIP branding logo. Only its uploader reads it before that; afterwards,
// whoever may read the owning record. Ids are random 128-bit tokens, never a count.
import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import { storedFileId } from "../../app/lib/uploads.js";
import type { Caller } from "./http.js";
import { defineMessages, type MessageKey } from "./i18n.js";
import { roleHolds } from "./menus.js";
import { nowString } from "./time.js";

export const texts = defineMessages({
  "file.unknown": ["文件不存在或已被其他记录使用，请重新上传", "the file does not exist or belongs to another record: upload it again"],
});

export const STORED_FILES_SCHEMA = `CREATE TABLE IF NOT EXISTS oss_files (
  id TEXT PRIMARY KEY, kind TEXT NOT NULL, fileName TEXT NOT NULL, contentType TEXT NOT NULL,
  size INTEGER NOT NULL, data BLOB NOT NULL, uploadedBy TEXT NOT NULL, createdDate TEXT NOT NULL,
  ownerKind TEXT, ownerId INTEGER, permission TEXT);`;

/**
 * The record a file belongs to. `kind`: a table's name, or "account" (its avatar or its branding logo); `id`: the
 * row, or null for a file several rows of the kind show (the seeded inspection photos); `permission`: the
 * 'mark.action' that reads such records, or null when only the owning account may (a VIP logo). An account always
 * reads the files it owns.
 */
export interface FileOwner {
  kind: string;
  id: number | null;
  permission: string | null;
}

export interface StoredFileRow {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  data: Buffer;
  uploadedBy: string;
  ownerKind: string | null;
  ownerId: number | null;
  permission: string | null;
}

/** A fresh file id: 128 random bits as base64url (22 characters). */
export const newFileId = () => randomBytes(16).toString("base64url");

/** Stores a file (attached at once when `owner` is given, as the seed's are) and answers its §7 URL. */
export function storeFile(
  db: Database,
  file: { kind: string; fileName: string; contentType: string; data: Buffer; uploadedBy: string; createdDate?: string },
  owner?: FileOwner,
): { id: string; url: string } {
  const id = newFileId();
  db.prepare(
    "INSERT INTO oss_files (id, kind, fileName, contentType, size, data, uploadedBy, createdDate, ownerKind, ownerId, permission) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  ).run(id, file.kind, file.fileName, file.contentType, file.data.length, file.data, file.uploadedBy, file.createdDate ?? nowString(), owner?.kind ?? null, owner?.id ?? null, owner?.permission ?? null);
  return { id, url: `/v1/oss-files/${id}` };
}

/** The stored file behind a URL, or undefined. */
export function fileOfUrl(db: Database, url: unknown): StoredFileRow | undefined {
  const id = storedFileId(url);
  return id === undefined ? undefined : (db.prepare("SELECT * FROM oss_files WHERE id = ?").get(id) as StoredFileRow | undefined);
}

const ownedBy = (file: StoredFileRow, owner: Pick<FileOwner, "kind" | "id">) => file.ownerKind === owner.kind && file.ownerId === owner.id;

/**
 * Why `url` may not be kept by the record `owner` (undefined: it may). A record keeps a file its caller uploaded and
 * nobody has taken yet, or the one it already has; never a file another account uploaded or another record owns —
 * otherwise anyone could read a file by pointing a record of their own at it. `owner.id` is undefined while the
 * record is being created.
 */
export function attachRefusal(db: Database, url: unknown, caller: Caller, owner: { kind: string; id?: number | null }): MessageKey | undefined {
  const file = fileOfUrl(db, url);
  if (!file) return texts["file.unknown"];
  if (owner.id != null && ownedBy(file, { kind: owner.kind, id: owner.id })) return undefined;
  return file.ownerKind === null && file.uploadedBy === caller.username ? undefined : texts["file.unknown"];
}

/** Gives the file behind `url` its owner (after attachRefusal said it may). */
export function attachFile(db: Database, url: unknown, owner: FileOwner): void {
  const id = storedFileId(url);
  if (id !== undefined) db.prepare("UPDATE oss_files SET ownerKind = ?, ownerId = ?, permission = ? WHERE id = ?").run(owner.kind, owner.id, owner.permission, id);
}

/**
 * Whether `caller` may read a stored file: its uploader while it belongs to no record; then the account owning it
 * (an avatar, a VIP logo) and whoever holds the permission that reads its record.
 */
export function mayReadFile(db: Database, caller: Caller, file: StoredFileRow): boolean {
  if (file.ownerKind === null) return file.uploadedBy === caller.username;
  if (file.ownerKind === "account" && file.ownerId === caller.id) return true;
  return file.permission !== null && roleHolds(db, caller.roleMark, file.permission);
}
