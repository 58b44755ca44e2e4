// Sign-in, sessions and the caller's own account (spec §7 "Authentication and account").
import type { Database } from "better-sqlite3";
import type { Services } from "./services.js";
import { decryptPassword, hashPassword, verifyPassword } from "./auth.js";
import { type Ctx, type FieldError, HttpError, type Route, badRequest, invalidFields, result, unauthorized } from "./http.js";
import { roleOf } from "./menus.js";
import { recordLogin } from "./system.js";
import { defineMessages } from "./i18n.js";
import { codeError } from "./sms-codes.js";
import { createRateLimiter } from "../../app/lib/rate-limit.js";
import { attachFile, attachRefusal, fileOfUrl, type FileOwner } from "./stored-files.js";
import { nowString } from "./time.js";
import { accountIdOfWeChat, weChatBindingOf } from "./account-settings.js";

const texts = defineMessages({
  "phone.changeHere": ["手机号需在“修改手机号”中验证后修改", "the phone number is changed under Change phone, with a code"],
  "password.tooMany": ["密码错误次数过多，请 {seconds} 秒后再试", "too many wrong passwords: try again in {seconds} s"],
  "phone.same": ["新手机号与当前手机号相同", "the new phone number is the current one"],
  "password.same": ["新密码不能与原密码相同", "the new password must differ from the current one"],
});
import { checkText, isEmail, isPhone, isStrongPassword, text, USERNAME } from "./validate.js";

/** The sandbox never sends SMS; every SMS code is this one. */
export { SMS_CODE } from "./sms-codes.js";

interface AccountRow {
  id: number;
  username: string;
  passwordHash: string;
  active: number;
  name: string;
  phoneNumber: string | null;
  email: string | null;
  avatar: string | null;
  imageUrl: string | null;
  roleMark: string | null;
  vipKeySerialNumber: string | null;
  systemTheme: string | null;
  systemLogo: string | null;
  systemName: string | null;
  systemNameEn: string | null;
  initPasswordFlag: number;
}

const byId = (db: Database, id: number) => db.prepare("SELECT * FROM accounts WHERE id = ?").get(id) as AccountRow;
const byField = (db: Database, field: "username" | "phoneNumber", value: string) =>
  db.prepare(`SELECT * FROM accounts WHERE ${field} = ?`).get(value) as AccountRow | undefined;

function baseInfo(db: Database, row: AccountRow) {
  return {
    ...weChatBindingOf(db, row.id),
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    imageUrl: row.imageUrl,
    accountName: row.username,
    roleName: row.roleMark,
    vipKeySerialNumber: row.vipKeySerialNumber,
    systemTheme: row.systemTheme,
    systemLogo: row.systemLogo,
    systemName: row.systemName,
    systemNameEn: row.systemNameEn,
    initPasswordFlag: row.initPasswordFlag === 1,
    phoneNumber: row.phoneNumber,
    email: row.email,
  };
}

// Compared against when the username is unknown, so both cases cost the same scrypt time.
const DUMMY_HASH = hashPassword("not-a-password", "00000000000000000000000000000000");

/** New password + confirmation, both encrypted; field errors for weakness or mismatch (spec §5). */
function newPasswordErrors(svc: Services, body: Record<string, unknown>): { password?: string; errors: FieldError[] } {
  const password = decryptPassword(svc.keys, body.newPassword);
  const confirm = decryptPassword(svc.keys, body.confirmPassword);
  if (password === undefined) return { errors: [{ field: "newPassword", key: "password.undecryptable" }] };
  if (!isStrongPassword(password)) return { errors: [{ field: "newPassword", key: "password.weak" }] };
  if (confirm?.trim() !== password.trim()) return { errors: [{ field: "confirmPassword", key: "password.mismatch" }] };
  return { password, errors: [] };
}

function phoneErrors(db: Database, phone: string | undefined, selfId?: number): FieldError[] {
  if (phone === undefined) return [{ field: "phoneNumber", key: "field.required" }];
  if (!isPhone(phone)) return [{ field: "phoneNumber", key: "field.phone" }];
  const owner = byField(db, "phoneNumber", phone);
  return owner && owner.id !== selfId ? [{ field: "phoneNumber", key: "phone.exists" }] : [];
}

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** An avatar belongs to its account; those who may read users read it too. */
const AVATAR_OWNER = (accountId: number): FileOwner => ({ kind: "account", id: accountId, permission: "user.query" });

/** Wrong current passwords per account: five in 15 minutes, then 429 for every try until the window ends (hostile #29). */
const PASSWORD_TRIES = 5;

export function accountRoutes(svc: Services): Route[] {
  const { db, tokens, captcha, keys, smsCodes } = svc;
  const passwordTries = createRateLimiter(PASSWORD_TRIES, 15 * 60_000);
  /** Checks the signed-in account's current password, counting wrong tries. */
  const currentPasswordOk = async (account: AccountRow, encrypted: unknown): Promise<boolean> => {
    // Wrong tries count; past the limit nothing is checked (the right password too), so guessing learns nothing.
    const wait = await passwordTries.peek(String(account.id));
    if (wait) throw new HttpError(429, { key: texts["password.tooMany"], params: { seconds: wait } }, { headers: { "Retry-After": String(wait) } });
    const password = decryptPassword(keys, encrypted);
    const ok = password !== undefined && verifyPassword(password, account.passwordHash);
    if (!ok) await passwordTries.hit(String(account.id));
    return ok;
  };

  /** Every sign-in lands in the login record; a disabled account gets no tokens. */
  const signIn = (call: Ctx, account: AccountRow, type: string, success: boolean) => {
    const enabled = account.active === 1;
    recordLogin(db, {
      accountId: account.id, loginType: type, success: success && enabled,
      ip: call.req.socket.remoteAddress ?? "", userAgent: String(call.req.headers["user-agent"] ?? ""),
    });
    if (success && !enabled) throw unauthorized("auth.disabled");
    return tokens.issue(account.id);
  };

  return [
    {
      method: "GET", path: "/api/v1/code/image", access: "public",
      handle: () => result(captcha.create()),
    },
    ...["sms", "sms-login"].map((kind): Route => ({
      method: "GET", path: `/api/v1/code/${kind}`, access: "public",
      handle: (ctx) => {
        const phone = ctx.query.get("phoneNumber")?.trim() ?? "";
        if (!isPhone(phone)) throw invalidFields([{ field: "phoneNumber", key: "field.phone" }]);
        smsCodes.send(phone);
        return result(true);
      },
    })),
    {
      // Registered before /authenticate/:type, which would otherwise take it as a login type.
      method: "POST", path: "/api/v1/authenticate/forget-password", access: "public",
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const phone = text(body, "phoneNumber") ?? "";
        // The code is checked first and counts wrong tries whether or not the phone has an account.
        const checked = smsCodes.check(phone, text(body, "code"));
        if (checked === "locked") throw invalidFields(codeError(checked));
        const account = byField(db, "phoneNumber", phone);
        if (!account || checked !== "ok") throw badRequest("code.wrong");
        const { password, errors } = newPasswordErrors(svc, body);
        if (password === undefined) throw invalidFields(errors);
        db.prepare("UPDATE accounts SET passwordHash = ? WHERE id = ?").run(hashPassword(password), account.id);
        // Whoever knew the old password is signed out.
        db.prepare("UPDATE sessions SET revoked = 1 WHERE accountId = ?").run(account.id);
        return result(true);
      },
    },
    {
      // §7: the code WeChat's scan answered; the account bound to that WeChat signs in.
      method: "POST", path: "/api/v1/authenticate/we-chat/login", access: "public",
      handle: async (ctx) => {
        const account = byId(db, accountIdOfWeChat(db, (await ctx.readJson()).code));
        return result(signIn(ctx, account, "WECHAT", true));
      },
    },
    {
      method: "PUT", path: "/api/v1/authenticate/refreshToken", access: "public",
      handle: async (ctx) => result(tokens.refresh((await ctx.readJson()).refreshToken)),
    },
    {
      method: "POST", path: "/api/v1/authenticate/:type", access: "public",
      handle: async (ctx) => {
        const body = await ctx.readJson();
        switch (ctx.params.type) {
          case "PASSWORD": {
            const username = text(body, "username") ?? "";
            if (captcha.needsCode(username) && !captcha.check(body.uuid, body.code)) {
              throw new HttpError(400, { key: "captcha.required" }, { message: "error.captcha-required" });
            }
            const account = byField(db, "username", username);
            const password = decryptPassword(keys, body.password);
            const valid = verifyPassword(password ?? "", account?.passwordHash ?? DUMMY_HASH);
            if (!account || password === undefined || !valid) {
              captcha.recordFailure(username);
              if (account) signIn(ctx, account, "PASSWORD", false);
              throw unauthorized("auth.wrong");
            }
            captcha.recordSuccess(username);
            return result(signIn(ctx, account, "PASSWORD", true));
          }
          case "SMS": {
            const phone = text(body, "phoneNumber") ?? "";
            const checked = smsCodes.check(phone, text(body, "code"));
            const account = byField(db, "phoneNumber", phone);
            if (checked === "locked") throw invalidFields(codeError(checked));
            if (!account || checked !== "ok") throw unauthorized("auth.smsWrong");
            return result(signIn(ctx, account, "SMS", true));
          }
          default:
            throw badRequest("auth.loginType", { type: ctx.params.type ?? "" });
        }
      },
    },
    {
      method: "POST", path: "/api/v1/account/register", access: "public",
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const username = text(body, "username");
        const email = text(body, "email");
        const password = decryptPassword(keys, body.password);
        const phone = text(body, "phoneNumber");
        const errors: FieldError[] = [];
        // Whether a login name or phone is taken is told only with the right code (hostile #29): otherwise the form
        // would list who has an account.
        const checked = phone !== undefined && isPhone(phone) ? smsCodes.check(phone, text(body, "code")) : "wrong";
        const taken = checked === "ok";
        if (username === undefined) errors.push({ field: "username", key: "field.required" });
        else if (!USERNAME.test(username)) errors.push({ field: "username", key: "field.username" });
        else if (taken && byField(db, "username", username)) errors.push({ field: "username", key: "username.exists" });
        if (password === undefined) errors.push({ field: "password", key: "password.undecryptable" });
        else if (!isStrongPassword(password)) errors.push({ field: "password", key: "password.weak" });
        const phoneProblems = phoneErrors(db, phone);
        errors.push(...(taken ? phoneProblems : phoneProblems.filter((error) => error.key !== "phone.exists")));
        if (email === undefined) errors.push({ field: "email", key: "field.required" });
        else if (!isEmail(email)) errors.push({ field: "email", key: "field.email" });
        errors.push(...codeError(checked));
        if (errors.length || username === undefined || password === undefined) throw invalidFields(errors);
        // No role, so no data (hostile #43): the account reads nothing until an administrator gives it one.
        db.prepare(
          `INSERT INTO accounts (username, passwordHash, name, phoneNumber, email, roleMark, initPasswordFlag, createdDate)
           VALUES (?, ?, ?, ?, ?, NULL, 0, ?)`,
        ).run(username, hashPassword(password), username, text(body, "phoneNumber"), email, nowString());
        return result(true, 201);
      },
    },
    {
      method: "POST", path: "/api/v1/auth/logout", access: "bearer",
      handle: (ctx) => {
        tokens.revoke(ctx.caller.sid);
        return result(true);
      },
    },
    {
      method: "GET", path: "/api/v1/account/permission", access: "bearer",
      // An account without a role (awaiting approval) has none: role null, which the console tells apart from a
      // role without permissions (§6 'roles must be a non-null array').
      handle: (ctx) => result({ role: ctx.caller.roleMark ? roleOf(db, ctx.caller.roleMark) : null }),
    },
    {
      method: "GET", path: "/api/v1/account/base-info", access: "bearer",
      handle: (ctx) => result(baseInfo(db, byId(db, ctx.caller.id))),
    },
    {
      method: "PUT", path: "/api/v1/account/base-info", access: "bearer",
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const current = byId(db, ctx.caller.id);
        const name = text(body, "name");
        const phone = text(body, "phoneNumber");
        const email = text(body, "email");
        const errors = checkText("name", name, { required: true, min: 1, max: 30 });
        // Absent optional fields keep their value; avatar: null removes the picture. The phone signs in and
        // recovers the account, so it changes only through change-phone (password and a code to the new phone).
        if (phone !== undefined && phone !== current.phoneNumber) errors.push({ field: "phoneNumber", key: texts["phone.changeHere"] });
        if (email !== undefined && !isEmail(email)) errors.push({ field: "email", key: "field.email" });
        let avatar = current.avatar;
        if (body.avatar === null) avatar = null;
        else if (body.avatar !== undefined) {
          // A picture stored by POST /v1/oss-files (§7), of at most 2M (§5 small images), that the caller uploaded
          // (or has already): read afterwards by its owner and by those who may read users (hostile #41).
          const value = body.avatar;
          const file = fileOfUrl(db, value);
          const mine = !attachRefusal(db, value, ctx.caller, AVATAR_OWNER(current.id));
          if (file && mine && file.contentType.startsWith("image/") && file.size <= AVATAR_MAX_BYTES) avatar = value as string;
          else errors.push({ field: "avatar", key: "field.avatar" });
        }
        if (errors.length) throw invalidFields(errors);
        db.transaction(() => {
          db.prepare("UPDATE accounts SET name = ?, phoneNumber = ?, email = ?, avatar = ? WHERE id = ?").run(
            name, phone ?? current.phoneNumber, email ?? current.email, avatar, current.id,
          );
          if (avatar) attachFile(db, avatar, AVATAR_OWNER(current.id));
        })();
        return result(baseInfo(db, byId(db, current.id)));
      },
    },
    {
      method: "PUT", path: "/api/v1/account/change-password", access: "bearer",
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const account = byId(db, ctx.caller.id);
        if (!(await currentPasswordOk(account, body.oldPassword))) throw invalidFields([{ field: "oldPassword", key: "password.oldWrong" }]);
        const { password, errors } = newPasswordErrors(svc, body);
        if (password === undefined) throw invalidFields(errors);
        // A system-issued password (initPasswordFlag) is not kept by typing it again (hostile #46).
        if (verifyPassword(password, account.passwordHash)) throw invalidFields([{ field: "newPassword", key: texts["password.same"] }]);
        db.prepare("UPDATE accounts SET passwordHash = ?, initPasswordFlag = 0 WHERE id = ?").run(hashPassword(password), account.id);
        // Whoever else held the old password is signed out; the session that changed it stays (hostile #30).
        db.prepare("UPDATE sessions SET revoked = 1 WHERE accountId = ? AND sid <> ?").run(account.id, ctx.caller.sid);
        return result(true);
      },
    },
    {
      // The account's phone number: the current password and the code sent to the new number (§2 change phone).
      // Without a code it only checks (the console asks so before sending the code, hostile #46): the password, then
      // the number, and a missing code answers "required" without counting as a wrong try.
      method: "PUT", path: "/api/v1/account/change-phone", access: "bearer",
      handle: async (ctx) => {
        const body = await ctx.readJson();
        const account = byId(db, ctx.caller.id);
        const errors: FieldError[] = [];
        if (!(await currentPasswordOk(account, body.password))) errors.push({ field: "password", key: "password.oldWrong" });
        const phone = text(body, "phoneNumber");
        errors.push(...phoneErrors(db, phone, account.id));
        if (!errors.length && phone === account.phoneNumber) errors.push({ field: "phoneNumber", key: texts["phone.same"] });
        const code = text(body, "code");
        if (!errors.length) errors.push(...(code === undefined ? [{ field: "code", key: "field.required" }] : codeError(smsCodes.check(phone!, code))));
        if (errors.length) throw invalidFields(errors);
        db.prepare("UPDATE accounts SET phoneNumber = ? WHERE id = ?").run(phone, account.id);
        return result(baseInfo(db, byId(db, account.id)));
      },
    },
    {
      // JHipster's development sample endpoint, kept for the spec's "GET /api/account".
      method: "GET", path: "/api/account", access: "bearer",
      handle: (ctx) => {
        const account = byId(db, ctx.caller.id);
        return {
          body: {
            id: account.id, login: account.username, firstName: account.name, email: account.email,
            activated: true, langKey: ctx.locale === "en-US" ? "en" : "zh-cn", authorities: account.roleMark ? [account.roleMark] : [],
          },
        };
      },
    },
  ];
}
