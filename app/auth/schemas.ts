import { z } from "zod";
import { msg } from "~/i18n/messages";
import { isEmail, isPhoneNumber, isStrongPassword, PASSWORD_MIN_LENGTH } from "~/lib/validators";

/** Form schemas of the sign-in area, used by conform in the browser and by the actions on the server. */
const required = (key = "validation.required") => z.string({ error: key }).trim().min(1, key);

export const loginSchema = z.object({
  username: required("login.usernameRequired").max(50, msg("validation.maxLength", { max: 50 })),
  password: z.string({ error: "login.passwordRequired" }).min(1, "login.passwordRequired").max(100, msg("validation.maxLength", { max: 100 })),
  code: z.string().trim().max(10).optional(),
  uuid: z.string().trim().max(100).optional(),
  redirect: z.string().max(2000).optional(),
});

/** §5: at least 8 characters and all three kinds (digit, letter, other symbol that is not underscore). */
const newPassword = z
  .string({ error: "validation.newPasswordRequired" })
  .min(1, "validation.newPasswordRequired")
  .min(PASSWORD_MIN_LENGTH, msg("validation.passwordMin", { min: PASSWORD_MIN_LENGTH }))
  .max(64, msg("validation.maxLength", { max: 64 }))
  .refine(isStrongPassword, "validation.passwordStrength");

function confirmMatches<T extends { confirmPassword: string }>(field: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    // §5: compared after trimming.
    if (value.confirmPassword.trim() !== String(value[field] ?? "").trim()) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "validation.passwordMismatch" });
    }
  };
}

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: "validation.oldPasswordRequired" }).min(1, "validation.oldPasswordRequired").max(64),
    newPassword,
    confirmPassword: z.string({ error: "validation.confirmPasswordRequired" }).min(1, "validation.confirmPasswordRequired").max(64),
  })
  .superRefine(confirmMatches("newPassword"));

const phoneNumber = required().refine(isPhoneNumber, "validation.phone");
const smsCode = required("validation.code").max(10, msg("validation.maxLength", { max: 10 }));

export const registerSchema = z
  .object({
    username: required().regex(/^[A-Za-z0-9]{4,20}$/, "validation.username"),
    email: required().max(100, msg("validation.maxLength", { max: 100 })).refine(isEmail, "validation.email"),
    phoneNumber,
    code: smsCode,
    password: newPassword,
    confirmPassword: z.string({ error: "validation.confirmPasswordRequired" }).min(1, "validation.confirmPasswordRequired").max(64),
  })
  .superRefine(confirmMatches("password"));

export const recoverSchema = z
  .object({
    phoneNumber,
    code: smsCode,
    newPassword,
    confirmPassword: z.string({ error: "validation.confirmPasswordRequired" }).min(1, "validation.confirmPasswordRequired").max(64),
  })
  .superRefine(confirmMatches("newPassword"));

/** Asking for an SMS code needs only a valid phone number. */
export const smsCodeRequestSchema = z.object({ phoneNumber });
