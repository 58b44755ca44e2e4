import { Button, Stack, Text } from "~/ui/mantine";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { getSession, readSessionData } from "~/auth/session-store.server";
import { weChatAvailable } from "~/auth/wechat.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { SignInHeading } from "~/ui/LoginMethods";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "login.weChatTitle");

export async function loader({ request }: LoaderFunctionArgs) {
  if (!weChatAvailable()) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirect") ? safeRedirectPath(url.searchParams.get("redirect")) : "";
  if ((await readSessionData((await getSession(request)).id))?.idToken) throw redirect(redirectTo || safeRedirectPath(null));
  return json({ redirectTo });
}

export default function WeChatLogin() {
  const { t } = useTranslation();
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md" component="section" aria-labelledby="wechat-login-title">
      <SignInHeading id="wechat-login-title" title={t("login.weChatTitle")} redirectTo={redirectTo} weChat />
      <Text size="sm">{t("login.weChatHint")}</Text>
      {/* §7 WeChat sign-in: the scan happens on WeChat's page; its code comes back to /user/wechat/callback. */}
      <Button component="a" href={`/user/wechat/start?${new URLSearchParams({ purpose: "login", redirect: redirectTo })}`} size="md" fullWidth data-testid="wechat-scan">
        {t("login.weChatScan")}
      </Button>
    </Stack>
  );
}
