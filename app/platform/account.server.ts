import { z } from "zod";
import type { MenuEntry } from "~/lib/permissions";
import { callResult, callVoid, type PlatformContext } from "./client.server";
import { encryptPassword } from "./crypto.server";
import { isPlatformError } from "./errors";

export const tokenPairSchema = z.object({
  id_token: z.string().min(1),
  refresh_token: z.string().min(1).nullish(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

const menuEntrySchema: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    id: z.union([z.string(), z.number()]).optional(),
    mark: z.string(),
    path: z.string(),
    icon: z.string().nullish(),
    componentPath: z.string().nullish(),
    redirectPath: z.string().nullish(),
    hideChildrenMenu: z.boolean().nullish(),
    children: z.array(menuEntrySchema).nullish(),
  }),
);

const permissionSchema = z.object({
  mark: z.string(),
  menuId: z.union([z.string(), z.number()]).nullish(),
  actionEntitySet: z.array(z.object({ mark: z.string() })).nullish(),
});

/** The role is validated loosely here: a role without permissions is a business rule (§6), checked by the caller. */
export const roleSchema = z.object({
  roleId: z.union([z.string(), z.number()]).optional(),
  name: z.string().nullish(),
  mark: z.string().nullish(),
  type: z.string().nullish(),
  menuList: z.array(menuEntrySchema).nullish(),
  permissions: z.array(permissionSchema).nullish(),
});
export type PlatformRole = z.infer<typeof roleSchema>;

export const baseInfoSchema = z.object({
  name: z.string().nullish(),
  avatar: z.string().nullish(),
  imageUrl: z.string().nullish(),
  accountName: z.string().nullish(),
  roleName: z.string().nullish(),
  vipKeySerialNumber: z.string().nullish(),
  systemTheme: z.string().nullish(),
  systemLogo: z.string().nullish(),
  systemName: z.string().nullish(),
  systemNameEn: z.string().nullish(),
  initPasswordFlag: z.boolean().nullish(),
  phoneNumber: z.string().nullish(),
  email: z.string().nullish(),
  /** Not in §3's list: the sandbox's (and, by assumption, the platform's) binding facts for the binding section. */
  weChatBound: z.boolean().nullish(),
  weChatNickname: z.string().nullish(),
});
export type BaseInfo = z.infer<typeof baseInfoSchema>;

const imageCodeSchema = z.object({ uuid: z.string(), image: z.string() });
const anyResult = z.unknown();

export type LoginType = "PASSWORD" | "SMS" | "WECHAT";

export function authenticate(ctx: PlatformContext, credentials: { username: string; password: string; code?: string; uuid?: string }) {
  return callResult(ctx, "/v1/authenticate/PASSWORD", tokenPairSchema, {
    method: "POST",
    json: { ...credentials, password: encryptPassword(credentials.password) },
  });
}

export function authenticateBySms(ctx: PlatformContext, credentials: { phoneNumber: string; code: string }) {
  return callResult(ctx, "/v1/authenticate/SMS", tokenPairSchema, { method: "POST", json: credentials });
}

/** §7 POST /v1/authenticate/we-chat/login with the code WeChat's scan answered. */
export function authenticateByWeChat(ctx: PlatformContext, code: string) {
  return callResult(ctx, "/v1/authenticate/we-chat/login", tokenPairSchema, { method: "POST", json: { code } });
}

export function refreshToken(ctx: PlatformContext, refreshToken: string) {
  return callResult(ctx, "/v1/authenticate/refreshToken", tokenPairSchema, { method: "PUT", json: { refreshToken } });
}

export function logout(ctx: PlatformContext) {
  return callVoid(ctx, "/v1/auth/logout", { method: "POST", timeoutMs: 5000 });
}

export function getImageCode(ctx: PlatformContext) {
  return callResult(ctx, "/v1/code/image", imageCodeSchema);
}

export function sendSmsCode(ctx: PlatformContext, phoneNumber: string, purpose: "login" | "generic") {
  return callResult(ctx, purpose === "login" ? "/v1/code/sms-login" : "/v1/code/sms", anyResult, { query: { phoneNumber } });
}

export function forgetPassword(ctx: PlatformContext, data: { phoneNumber: string; code: string; newPassword: string; confirmPassword: string }) {
  return callResult(ctx, "/v1/authenticate/forget-password", anyResult, {
    method: "POST",
    json: { ...data, newPassword: encryptPassword(data.newPassword), confirmPassword: encryptPassword(data.confirmPassword) },
  });
}

export function register(ctx: PlatformContext, data: { username: string; password: string; phoneNumber: string; email: string; code: string }) {
  return callResult(ctx, "/v1/account/register", anyResult, {
    method: "POST",
    json: { ...data, password: encryptPassword(data.password) },
  });
}

export function getPermission(ctx: PlatformContext) {
  return callResult(ctx, "/v1/account/permission", z.object({ role: roleSchema.nullish() }));
}

export function getBaseInfo(ctx: PlatformContext) {
  return callResult(ctx, "/v1/account/base-info", baseInfoSchema);
}

export function updateBaseInfo(ctx: PlatformContext, data: { name: string; phoneNumber?: string; email?: string; avatar?: string | null }) {
  return callResult(ctx, "/v1/account/base-info", baseInfoSchema, { method: "PUT", json: data });
}

/** PUT /v1/account/change-phone: the current password (encrypted like every password) and the new number's code. */
export function changePhone(ctx: PlatformContext, data: { password: string; phoneNumber: string; code: string }) {
  return callResult(ctx, "/v1/account/change-phone", anyResult, {
    method: "PUT",
    json: { password: encryptPassword(data.password), phoneNumber: data.phoneNumber, code: data.code },
  });
}

/**
 * Checks the current password (and the new number) before a code is sent to that number (hostile #46). §7 has no
 * call that checks a password alone, so this is change-phone without a code: the platform checks the password
 * (counting wrong tries, hostile #29) and the number, refuses the missing code and changes nothing. Resolves when
 * the code is the only complaint; throws the platform's refusal otherwise (docs/decisions/003).
 */
export async function checkPhoneChange(ctx: PlatformContext, data: { password: string; phoneNumber: string }): Promise<void> {
  try {
    await callResult(ctx, "/v1/account/change-phone", anyResult, {
      method: "PUT",
      json: { password: encryptPassword(data.password), phoneNumber: data.phoneNumber },
    });
  } catch (error) {
    const onlyTheCode = isPlatformError(error) && error.status === 400 && error.fieldErrors.length > 0 && error.fieldErrors.every((item) => item.field === "code");
    if (!onlyTheCode) throw error;
  }
}

export function changePassword(ctx: PlatformContext, data: { oldPassword: string; newPassword: string; confirmPassword: string }) {
  return callResult(ctx, "/v1/account/change-password", anyResult, {
    method: "PUT",
    json: {
      oldPassword: encryptPassword(data.oldPassword),
      newPassword: encryptPassword(data.newPassword),
      confirmPassword: encryptPassword(data.confirmPassword),
    },
  });
}

const weChatBindingSchema = z.object({ weChatBound: z.boolean(), weChatNickname: z.string().nullish() });

/** PUT /v1/account/bind-we-chat with the code of a scan made for binding. */
export function bindWeChat(ctx: PlatformContext, code: string) {
  return callResult(ctx, "/v1/account/bind-we-chat", weChatBindingSchema, { method: "PUT", json: { code } });
}

export function cancelWeChatBinding(ctx: PlatformContext) {
  return callResult(ctx, "/v1/account/cancel-bind-we-chat", weChatBindingSchema, { method: "PUT" });
}

const flag = z.boolean().nullish().transform((value) => value ?? false);
export const MESSAGE_LEVELS = ["COMMON", "WARNING", "SERIOUS"] as const;
const messageSettingsSchema = z.object({
  sms: flag, voice: flag, email: flag, inApp: flag,
  levels: z.array(z.string()).nullish().transform((value) => value ?? []),
  accept: z.boolean().nullish().transform((value) => value ?? true),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;

export const getMessageConfig = (ctx: PlatformContext) => callResult(ctx, "/v1/account/message-config", messageSettingsSchema);

export function updateMessageConfig(ctx: PlatformContext, data: { sms: boolean; voice: boolean; email: boolean; inApp: boolean; levels: string[] }) {
  return callResult(ctx, "/v1/account/message-config", anyResult, { method: "PUT", json: data });
}

export function updateMessageAccept(ctx: PlatformContext, accept: boolean) {
  return callResult(ctx, "/v1/account/message-accept-config", anyResult, { method: "PUT", json: { accept } });
}

const messageEventSchema = z.object({ code: z.string(), name: z.string(), entity: z.string().nullish(), level: z.string().nullish(), enabled: z.boolean() });
export type MessageEventChoice = z.infer<typeof messageEventSchema>;

export const getMessageEventConfig = (ctx: PlatformContext) => callResult(ctx, "/v1/account/message-event-config", z.array(messageEventSchema));

export function updateMessageEventConfig(ctx: PlatformContext, eventCodes: string[]) {
  return callResult(ctx, "/v1/account/message-event-config", anyResult, { method: "PUT", json: { eventCodes } });
}
