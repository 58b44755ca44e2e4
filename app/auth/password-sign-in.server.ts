import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { readFormData } from "~/engine/form-data.server";
import { getLang } from "~/i18n/i18next.server";
import * as account from "~/platform/account.server";
import { isPlatformError } from "~/platform/errors";
import { countSignIn, createAuthenticator, signedInResponse, signInWait } from "./login.server";
import { loginSchema } from "./schemas";
import { getSession, readSessionData, signOutDetailCookie } from "./session-store.server";
import type { SignOutReason } from "./user.server";
import { weChatAvailable } from "./wechat.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

/** Why the sign-in page was shown: a sign-out's reason, or a password just reset. */
export type LoginNotice = SignOutReason | "passwordReset";
const REASONS: readonly LoginNotice[] = ["sessionExpired", "permissionLoad", "rolesEmpty", "awaitingApproval", "signedOut", "passwordReset"];

/** The sign-in page's loader: a signed-in visitor goes on; otherwise the notice, the redirect and the methods. */
export async function passwordSignInLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirect"));
  const session = await getSession(request);
  if ((await readSessionData(session.id))?.idToken) throw redirect(redirectTo);
  const reason = REASONS.find((r) => r === url.searchParams.get("reason")) ?? null;
  // §8 401: the platform's own words, once; the cookie is spent by this visit.
  const detail: unknown = await signOutDetailCookie.parse(request.headers.get("Cookie"));
  const headers = detail ? { "Set-Cookie": await signOutDetailCookie.serialize("", { maxAge: 0 }) } : undefined;
  return json(
    {
      redirectTo: url.searchParams.get("redirect") ? redirectTo : "",
      reason,
      detail: reason === "sessionExpired" && typeof detail === "string" ? detail : null,
      weChat: weChatAvailable(),
    },
    { headers },
  );
}

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
  const wait = await signInWait("password", context.clientAddress);
  if (wait) {
    return json({ result: submission.reply({ ...hidePassword, formErrors: [`login.tooMany|{"seconds":${wait}}`] }), captcha: null }, { status: 429 });
  }
  try {
    const signedIn = await createAuthenticator(lang).authenticate("password", request);
    return await signedInResponse(request, signedIn, submission.value.redirect, "password");
  } catch (error) {
    countSignIn("password", "failure");
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
