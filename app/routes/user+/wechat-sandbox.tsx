import { Anchor, Stack, Text, Title } from "~/ui/mantine";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { WECHAT_CALLBACK_PATH } from "~/auth/wechat.server";
import { config } from "~/config.server";
import { randomBytes } from "node:crypto";
import { SANDBOX_WECHAT_USERS, freshSandboxOpenId, sandboxWeChatCode, sandboxWeChatUserOf } from "~/lib/wechat-sandbox";
import { pageTitle } from "~/ui/page-title";

export const meta: MetaFunction = (args) => pageTitle(args, "login.weChatSandbox");

/**
 * The embedded sandbox's stand-in for WeChat's QR page: whoever "scans" picks a simulated WeChat user and goes
 * back to the console's callback with that user's code, as WeChat would. Absent with a real platform.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (config.weChatAuthorizeUrl !== "/user/wechat-sandbox") throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  // Only back to this console's own callback: the page must not send codes anywhere else.
  const back = new URL(url.searchParams.get("redirect_uri") ?? "", url.origin);
  if (back.origin !== url.origin || back.pathname !== WECHAT_CALLBACK_PATH) throw new Response("Bad request", { status: 400 });
  const state = url.searchParams.get("state") ?? "";
  return json({
    choices: [...SANDBOX_WECHAT_USERS, sandboxWeChatUserOf(sandboxWeChatCode(freshSandboxOpenId(randomBytes(6).toString("hex"))))!].map((user) => ({
      nickname: user.nickname,
      href: `${WECHAT_CALLBACK_PATH}?${new URLSearchParams({ code: sandboxWeChatCode(user.openId), state })}`,
    })),
  });
}

export default function WeChatSandbox() {
  const { t } = useTranslation();
  const { choices } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md">
      <Title order={2} size="h4" ta="center">
        {t("login.weChatSandbox")}
      </Title>
      <Text size="sm">{t("login.weChatSandboxHint")}</Text>
      <Stack component="ul" gap="xs" className="plain-list">
        {choices.map((choice) => (
          <li key={choice.href}>
            <Anchor href={choice.href}>{t("login.weChatScanAs", { nickname: choice.nickname })}</Anchor>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
