// Deletions that need a reason (§5): the reason is checked, the row removed and the operation logged in one go.
import type { Database } from "better-sqlite3";
import { type AuthedCtx, badRequest, invalidFields } from "./http.js";
import { nowString } from "./time.js";
import { checkText } from "./validate.js";

/** Deletes row `id` of `table` with the `reason` query param, logging it under `entity`; 400 without a reason. */
export function deleteWithReason(db: Database, ctx: AuthedCtx, target: { table: string; entity: string; id: number }): void {
  const reason = ctx.query.get("reason")?.trim();
  if (!reason) throw badRequest("reason.required");
  const tooLong = checkText("reason", reason, { max: 200 });
  if (tooLong.length) throw invalidFields(tooLong);
  db.transaction(() => {
    db.prepare(`DELETE FROM ${target.table} WHERE id = ?`).run(target.id);
    db.prepare("INSERT INTO operation_logs (entity, entityId, action, reason, operator, createdDate) VALUES (?, ?, 'DELETE', ?, ?, ?)").run(
      target.entity, target.id, reason, ctx.caller.username, nowString(),
    );
  })();
}
