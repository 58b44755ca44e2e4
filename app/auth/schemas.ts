import * as z from "zod/mini";
import { msg } from "~/i18n/messages";
import { optionalText, passwordsMatch, requiredText } from "~/resources/schema-helpers";
import { isEmail, isPhoneNumber, isStrongPassword } from "~/lib/validators";

/** Form schemas of the sign-in area, used by conform in the browser and by the actions on the server. */
const secret = (requiredKey: string, max = 64) =>
  z.string({ error: requiredKey }).check(z.minLength(1, requiredKey), z.maxLength(max, msg("validation.maxLength", { max })));

export const loginSchema = z.object({
  username: requiredText(50, "login.usernameRequired"),
  password: secret("login.passwordRequired", 100),
  code: optionalText(10),
  uuid: optionalText(100),
  redirect: z.optional(z.string().check(z.maxLength(2000))),
});

/**
 * §5's change-password order: required, then at least 8 characters and all three kinds (digit, letter, other
 * symbol that is not underscore), else the strength message — one message for a short password too.
 */
const newPassword = secret("validation.newPasswordRequired").check(z.refine(isStrongPassword, "validation.passwordStrength"));
const confirmPassword = secret("validation.confirmPasswordRequired");

/** The new password differs from the current one (hostile #46: a system-issued password cannot be kept). */
export const changePasswordSchema = z
  .object({ oldPassword: secret("validation.oldPasswordRequired"), newPassword, confirmPassword })
  .check(
    passwordsMatch("newPassword", "confirmPassword"),
    z.refine((value) => value.newPassword !== value.oldPassword, { error: "validation.passwordSameAsOld", path: ["newPassword"] }),
  );

const phoneNumber = requiredText(11).check(z.refine(isPhoneNumber, "validation.phone"));
const smsCode = requiredText(10, "validation.code");

export const registerSchema = z
  .object({
    username: requiredText(20).check(z.regex(/^[A-Za-z0-9]{4,20}$/, "validation.username")),
    email: requiredText(100).check(z.refine(isEmail, "validation.email")),
    phoneNumber,
    code: smsCode,
    password: newPassword,
    confirmPassword,
  })
  .check(passwordsMatch("password", "confirmPassword"));

export const recoverSchema = z
  .object({ phoneNumber, code: smsCode, newPassword, confirmPassword })
  .check(passwordsMatch("newPassword", "confirmPassword"));

/** Asking for an SMS code needs only a valid phone number. */
export const smsCodeRequestSchema = z.object({ phoneNumber });

/** Changing the account's phone (hostile #28): the current password, and a code sent to the new number. */
export const changePhoneSchema = z.object({ password: secret("validation.oldPasswordRequired"), phoneNumber, code: smsCode });

/** Its "get code": the current password is checked before a code goes to the new number (hostile #46). */
export const changePhoneCodeSchema = z.object({ password: secret("validation.oldPasswordRequired"), phoneNumber });

/** §4 login type SMS: the phone and the code GET /v1/code/sms-login sent to it. */
export const smsLoginSchema = z.object({ phoneNumber, code: smsCode, redirect: z.optional(z.string().check(z.maxLength(2000))) });
