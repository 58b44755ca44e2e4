import { Alert, Anchor, Button, Stack, Title } from "~/ui/mantine";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { translateMessage } from "~/i18n/messages";
import { useTranslation } from "~/i18n/react";
import { countSignIn, signedInResponse, signedInWith, signInWait } from "~/auth/login.server";
import { pushFlash } from "~/auth/session-store.server";
import { invalidateAccount, loginUrl, requireUser } from "~/auth/user.server";
import { readWeChatCallback } from "~/auth/wechat.server";
import { getLang } from "~/i18n/i18next.server";
import { authenticateByWeChat, bindWeChat } from "~/platform/account.server";
import { isPlatformError } from "~/platform/errors";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "login.weChatTitle");

/** The platform's reason for a refused code (not bound, expired), or §8's login error text. */
const refusal = (error: unknown) =>
  isPlatformError(error) && error.kind === "http" && error.status < 500 ? (error.detail ?? "error.accountWrong") : "error.serviceError";

/** Where WeChat sends the browser back after a scan: signs in, or binds the signed-in account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { scan, clear } = await readWeChatCallback(request);
  const headers = { "Set-Cookie": clear };
  if (!scan) return json({ message: "login.weChatStale" }, { status: 400, headers });
  const lang = getLang(request);
  if (scan.purpose === "bind") {
    const user = await requireUser(request).catch(() => null);
    if (!user) throw redirect(loginUrl("/account/settings"), { headers });
    try {
      await bindWeChat(user.platform, scan.code);
      await invalidateAccount(user.sessionId);
      await pushFlash(user.sessionId, { level: "success", message: "account.weChatBound", at: "binding" });
    } catch (error) {
      const field = isPlatformError(error) ? error.fieldErrors[0]?.message : undefined;
      // Shown in the binding card, where #binding lands the browser (the frame's notices are above the viewport).
      await pushFlash(user.sessionId, { level: "error", message: field ?? refusal(error), at: "binding" });
    }
    throw redirect("/account/settings#binding", { headers });
  }
  const wait = await signInWait("wechat", context.clientAddress);
  if (wait) return json({ message: `login.tooMany|{"seconds":${wait}}` }, { status: 429, headers });
  try {
    const tokens = await authenticateByWeChat({ lang, signal: request.signal }, scan.code);
    const response = await signedInResponse(request, await signedInWith(lang, request.signal, "", tokens), scan.redirectTo, "wechat");
    response.headers.append("Set-Cookie", clear);
    return response;
  } catch (error) {
    countSignIn("wechat", "failure");
    const field = isPlatformError(error) ? error.fieldErrors[0]?.message : undefined;
    return json({ message: field ?? refusal(error) }, { status: 400, headers });
  }
}

export default function WeChatCallback() {
  const { t } = useTranslation();
  const { message } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md">
      <Title order={2} size="h4" ta="center">
        {t("login.weChatTitle")}
      </Title>
      <Alert color="red" variant="light" role="alert" data-testid="wechat-refused">
        {translateMessage(t, message)}
      </Alert>
      <Button component={Link} to="/user/login/wechat">
        {t("login.weChatAgain")}
      </Button>
      <Anchor component={Link} to="/user/login" ta="center" size="sm">
        {t("login.byPassword")}
      </Anchor>
    </Stack>
  );
}
