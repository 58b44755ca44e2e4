// The signed-in account's own settings beyond base info (§2 account settings: binding and notification; §7
// bind-we-chat, cancel-bind-we-chat, message-config, message-event-config, message-accept-config), and the WeChat
// identities the sandbox simulates (a real platform learns them from WeChat's OAuth code).
import type { Database } from "better-sqlite3";
import { type AuthedCtx, type FieldError, HttpError, invalidFields, result } from "./http.js";
import { defineMessages } from "./i18n.js";
import { defineArea } from "./table.js";
import { nowString } from "./time.js";
import { SANDBOX_WECHAT_USERS, sandboxWeChatUserOf } from "../../app/lib/wechat-sandbox.js";

const texts = defineMessages({
  "wechat.code": ["微信授权码无效或已过期，请重新扫码", "the WeChat code is invalid or expired: scan again"],
  "wechat.taken": ["该微信已绑定其他账号", "this WeChat is bound to another account"],
  "wechat.already": ["当前账号已绑定微信，请先解除绑定", "this account is already bound to a WeChat: cancel that binding first"],
  "wechat.unbound": ["该微信未绑定任何账号，请使用账号密码登录后在账号设置中绑定", "this WeChat is not bound to an account: sign in with your password and bind it under account settings"],
  "message.levels": ["请选择有效的消息等级", "choose valid message levels"],
  "message.events": ["包含未知的消息事件", "unknown message events"],
  "message.flag": ["请选择是或否", "choose yes or no"],
});

const SCHEMA = `CREATE TABLE IF NOT EXISTS account_wechat_bindings (
  accountId INTEGER PRIMARY KEY, openId TEXT NOT NULL UNIQUE, nickname TEXT NOT NULL, createdDate TEXT NOT NULL);`;

/** The openId behind a code; a code the simulated scan did not issue is refused like an expired one. */
export function weChatIdentityOf(code: unknown): { openId: string; nickname: string } {
  const known = sandboxWeChatUserOf(code);
  if (!known) throw invalidFields([{ field: "code", key: texts["wechat.code"] }]);
  return known;
}

/** The account a WeChat identity signs in as; none → 401 with the platform's reason. */
export function accountIdOfWeChat(db: Database, code: unknown): number {
  const { openId } = weChatIdentityOf(code);
  const row = db.prepare("SELECT accountId FROM account_wechat_bindings WHERE openId = ?").get(openId) as { accountId: number } | undefined;
  if (!row) throw new HttpError(401, { key: texts["wechat.unbound"] });
  return row.accountId;
}

/** Base info's binding facts (GET /v1/account/base-info carries them). */
export function weChatBindingOf(db: Database, accountId: number): { weChatBound: boolean; weChatNickname: string | null } {
  const row = db.prepare("SELECT nickname FROM account_wechat_bindings WHERE accountId = ?").get(accountId) as { nickname: string } | undefined;
  return { weChatBound: Boolean(row), weChatNickname: row?.nickname ?? null };
}

const LEVELS = ["COMMON", "WARNING", "SERIOUS"] as const;
const CHANNELS = ["sms", "voice", "email", "inApp"] as const;

interface MessageSettings {
  sms: boolean;
  voice: boolean;
  email: boolean;
  inApp: boolean;
  levels: string[];
  /** message-accept-config: false pauses every message to this account. */
  accept: boolean;
  /** message-event-config: the event codes this account is told about; null means every event. */
  eventCodes: string[] | null;
}

const DEFAULTS: MessageSettings = { sms: true, voice: false, email: true, inApp: true, levels: ["WARNING", "SERIOUS"], accept: true, eventCodes: null };

function settingsOf(db: Database, accountId: number): MessageSettings {
  const row = db.prepare("SELECT data FROM account_message_configs WHERE accountId = ?").get(accountId) as { data: string } | undefined;
  return { ...DEFAULTS, ...(row ? (JSON.parse(row.data) as Partial<MessageSettings>) : {}) };
}

function saveSettings(db: Database, accountId: number, settings: MessageSettings): void {
  db.prepare("INSERT INTO account_message_configs (accountId, data) VALUES (?, ?) ON CONFLICT (accountId) DO UPDATE SET data = excluded.data").run(
    accountId,
    JSON.stringify(settings),
  );
}

const eventCodes = (db: Database) => (db.prepare("SELECT code FROM entity_events ORDER BY id").all() as { code: string }[]).map((row) => row.code);

export const accountSettingsArea = defineArea({
  name: "account-settings",
  schema: SCHEMA,
  dataTables: ["account_wechat_bindings"],
  seed: (db) => {
    const admin = db.prepare("SELECT id FROM accounts WHERE username = 'admin'").get() as { id: number } | undefined;
    const first = SANDBOX_WECHAT_USERS[0];
    if (admin) db.prepare("INSERT INTO account_wechat_bindings (accountId, openId, nickname, createdDate) VALUES (?, ?, ?, ?)").run(admin.id, first.openId, first.nickname, nowString());
  },
  routes: ({ db }) => [
    {
      method: "PUT", path: "/api/v1/account/bind-we-chat", access: "bearer",
      handle: async (ctx: AuthedCtx) => {
        const { openId, nickname } = weChatIdentityOf((await ctx.readJson()).code);
        if (weChatBindingOf(db, ctx.caller.id).weChatBound) throw invalidFields([{ field: "code", key: texts["wechat.already"] }]);
        const owner = db.prepare("SELECT accountId FROM account_wechat_bindings WHERE openId = ?").get(openId) as { accountId: number } | undefined;
        if (owner) throw invalidFields([{ field: "code", key: texts["wechat.taken"] }]);
        db.prepare("INSERT INTO account_wechat_bindings (accountId, openId, nickname, createdDate) VALUES (?, ?, ?, ?)").run(ctx.caller.id, openId, nickname, nowString());
        return result(weChatBindingOf(db, ctx.caller.id));
      },
    },
    {
      method: "PUT", path: "/api/v1/account/cancel-bind-we-chat", access: "bearer",
      handle: (ctx: AuthedCtx) => {
        db.prepare("DELETE FROM account_wechat_bindings WHERE accountId = ?").run(ctx.caller.id);
        return result(weChatBindingOf(db, ctx.caller.id));
      },
    },
    {
      method: "GET", path: "/api/v1/account/message-config", access: "bearer",
      handle: (ctx: AuthedCtx) => {
        const { eventCodes: _events, ...config } = settingsOf(db, ctx.caller.id);
        return result(config);
      },
    },
    {
      // Channels and levels; the accept switch has its own call.
      method: "PUT", path: "/api/v1/account/message-config", access: "bearer",
      handle: async (ctx: AuthedCtx) => {
        const body = await ctx.readJson();
        const errors: FieldError[] = [];
        const current = settingsOf(db, ctx.caller.id);
        const next = { ...current };
        for (const channel of CHANNELS) {
          if (typeof body[channel] === "boolean") next[channel] = body[channel] as boolean;
          else if (body[channel] !== undefined) errors.push({ field: channel, key: texts["message.flag"] });
        }
        const levels = body.levels;
        if (levels !== undefined) {
          if (!Array.isArray(levels) || !levels.every((level) => (LEVELS as readonly unknown[]).includes(level))) errors.push({ field: "levels", key: texts["message.levels"] });
          else next.levels = [...new Set(levels as string[])];
        }
        if (errors.length) throw invalidFields(errors);
        saveSettings(db, ctx.caller.id, next);
        const { eventCodes: _events, ...config } = next;
        return result(config);
      },
    },
    {
      method: "PUT", path: "/api/v1/account/message-accept-config", access: "bearer",
      handle: async (ctx: AuthedCtx) => {
        const accept = (await ctx.readJson()).accept;
        if (typeof accept !== "boolean") throw invalidFields([{ field: "accept", key: texts["message.flag"] }]);
        saveSettings(db, ctx.caller.id, { ...settingsOf(db, ctx.caller.id), accept });
        return result({ accept });
      },
    },
    {
      // Every message event with whether this account is told about it.
      method: "GET", path: "/api/v1/account/message-event-config", access: "bearer",
      handle: (ctx: AuthedCtx) => {
        const chosen = settingsOf(db, ctx.caller.id).eventCodes;
        const events = db.prepare("SELECT code, name, entity, level FROM entity_events ORDER BY id").all() as { code: string; name: string; entity: string; level: string }[];
        return result(events.map((event) => ({ ...event, enabled: chosen === null || chosen.includes(event.code) })));
      },
    },
    {
      method: "PUT", path: "/api/v1/account/message-event-config", access: "bearer",
      handle: async (ctx: AuthedCtx) => {
        const codes = (await ctx.readJson()).eventCodes;
        const known = new Set(eventCodes(db));
        if (!Array.isArray(codes) || !codes.every((code) => typeof code === "string" && known.has(code))) {
          throw invalidFields([{ field: "eventCodes", key: texts["message.events"] }]);
        }
        saveSettings(db, ctx.caller.id, { ...settingsOf(db, ctx.caller.id), eventCodes: [...new Set(codes as string[])] });
        return result(true);
      },
    },
  ],
});
