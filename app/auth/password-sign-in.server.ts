import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { readFormData } from "~/engine/form-data.server";
import { getLang } from "~/i18n/i18next.server";
import * as account from "~/platform/account.server";
import { isPlatformError } from "~/platform/errors";
import { createAuthenticator, loginLimiter, signedInResponse } from "./login.server";
import { loginSchema } from "./schemas";

async function captchaFor(lang: ReturnType<typeof getLang>) {
  try {
    return await account.getImageCode({ lang });
  } catch {
    return null;
  }
}

/** The sign-in page's action: checks the form, the sign-in limit, then the platform (§8 error texts). */
export async function passwordSignInAction({ request, context }: ActionFunctionArgs) {
  const lang = getLang(request);
  const formData = await readFormData(request.clone());
  const submission = parseWithZod(formData, { schema: loginSchema });
  const hidePassword = { hideFields: ["password"] };
  if (submission.status !== "success") {
    return json({ result: submission.reply(hidePassword), captcha: null }, { status: 400 });
  }
  const wait = await loginLimiter.hit(String(context.clientAddress ?? "unknown"));
  if (wait) {
    return json({ result: submission.reply({ ...hidePassword, formErrors: [`login.tooMany|{"seconds":${wait}}`] }), captcha: null }, { status: 429 });
  }
  try {
    const signedIn = await createAuthenticator(lang).authenticate("password", request);
    return await signedInResponse(request, signedIn, submission.value.redirect);
  } catch (error) {
    const cause = error instanceof Error && "cause" in error && isPlatformError(error.cause) ? error.cause : error;
    if (isPlatformError(cause) && cause.kind === "http" && cause.status < 500) {
      const captchaRequired = cause.code === "error.captcha-required" || Boolean(submission.value.uuid);
      const message = cause.detail ?? (cause.status === 401 ? "error.accountWrong" : "error.serviceError");
      return json(
        { result: submission.reply({ ...hidePassword, formErrors: [message] }), captcha: captchaRequired ? await captchaFor(lang) : null },
        { status: cause.status === 401 ? 401 : 400 },
      );
    }
    // §8: a failing login request reads 'service error, try again later'.
    return json({ result: submission.reply({ ...hidePassword, formErrors: ["error.serviceError"] }), captcha: null }, { status: 502 });
  }
}
