import { useFormAnswer } from "~/engine/form-answer";
import { Anchor, Button, Group, Stack, Text, Title } from "~/ui/mantine";
import { Avatar } from "~/ui/mantine/Avatar";
import { Card } from "~/ui/mantine/Card";
import { json, type LoaderFunctionArgs, type MetaFunction, type ActionFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { invalidateAccount, requireUser } from "~/auth/user.server";
import { weChatAvailable } from "~/auth/wechat.server";
import { formAction } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import { updateBaseInfo } from "~/platform/account.server";
import { avatarUrlOf } from "~/platform/files.server";
import { baseInfoFields } from "~/resources/account";
import { baseInfoSchema } from "~/resources/account-forms";
import { pageTitle } from "~/ui/page-title";
import { SectionNotices } from "~/ui/shell/FlashMessages";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.accountSettings");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const info = user.baseInfo;
  return json({
    base: { name: info.name ?? "", email: info.email ?? "" },
    phone: info.phoneNumber ?? "",
    accountName: info.accountName ?? user.username,
    roleName: info.roleName ?? user.role.mark ?? "",
    vipKey: info.vipKeySerialNumber ?? null,
    avatar: avatarUrlOf(info),
    weChat: weChatAvailable() ? { bound: Boolean(info.weChatBound), nickname: info.weChatNickname ?? null } : null,
  });
}

/**
 * Every signed-in user edits their own account's base info (the platform checks the account from the token);
 * unbinding WeChat asks first, on its own page (settings_.unbind-wechat.tsx).
 */
export async function action(args: ActionFunctionArgs) {
  return formAction(args, {
    permission: null,
    schema: baseInfoSchema,
    run: async ({ user }, value) => {
      await updateBaseInfo(user.platform, value);
      await invalidateAccount(user.sessionId);
    },
    successMessage: "account.saved",
    redirectTo: () => "/account/settings",
  });
}

/** One section of the settings page: a card whose heading names it, reachable by its id (#binding, #notification). */
function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" id={id}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** §2 account settings: base (with the avatar), security (password, phone), binding, notification, custom, vip. */
export default function AccountSettings() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useFormAnswer<typeof action>();
  return (
    // Two columns from md (7:5), one below (app.css): Mantine's grid wrote a <style> element in the body (issue 34).
    <div className="settings-columns">
      <div>
        <Card withBorder padding="lg" id="base">
          <Title order={1} size="h3" mb="md">
            {t("account.base")}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t("account.accountName")}: {data.accountName} · {t("account.roleName")}: {data.roleName}
          </Text>
          <Group gap="md" mb="md" id="avatar">
            <Avatar src={data.avatar ?? undefined} size={64} radius={64} alt={t("account.avatarCurrent")}>
              {data.base.name.slice(0, 1)}
            </Avatar>
            <Anchor component={Link} to="/account/avatar" data-testid="avatar-link">
              {t("account.avatarChange")}
            </Anchor>
          </Group>
          <ResourceForm id="base-info" fields={baseInfoFields} schema={baseInfoSchema} mode="edit" lastResult={actionData?.result} defaultValue={data.base} submitLabel={t("account.save")} cancelTo="/account/center" />
        </Card>
      </div>
      <div>
        <Stack>
          <SettingsSection id="security" title={t("account.security")}>
            <Text size="sm" c="dimmed" mb="sm">
              {t("account.passwordDescription")}
            </Text>
            <Anchor component={Link} to="/account/password">
              {t("account.changePassword")}
            </Anchor>
            <Text size="sm" c="dimmed" mt="md" mb="sm">
              {t("account.currentPhone", { phone: data.phone || "—" })} · {t("account.phoneDescription")}
            </Text>
            <Anchor component={Link} to="/account/phone" data-testid="change-phone-link">
              {t("account.changePhone")}
            </Anchor>
          </SettingsSection>
          {data.weChat && (
            <SettingsSection id="binding" title={t("account.binding")}>
              <SectionNotices at="binding" />
              <Text size="sm" mb="sm" data-testid="wechat-state">
                {data.weChat.bound ? t("account.weChatBoundTo", { nickname: data.weChat.nickname ?? "" }) : t("account.weChatNotBound")}
              </Text>
              {data.weChat.bound ? (
                <Button component={Link} to="/account/settings/unbind-wechat" variant="default" size="xs" data-testid="wechat-unbind-link">
                  {t("account.weChatCancel")}
                </Button>
              ) : (
                // A link: the scan happens on WeChat's page (see /user/wechat/start).
                <Anchor href="/user/wechat/start?purpose=bind" data-testid="wechat-bind">
                  {t("account.weChatBind")}
                </Anchor>
              )}
            </SettingsSection>
          )}
          <SettingsSection id="notification" title={t("account.notification")}>
            <Text size="sm" c="dimmed" mb="sm">
              {t("account.notificationHint")}
            </Text>
            <Anchor component={Link} to="/account/notification" data-testid="notification-link">
              {t("account.notificationEdit")}
            </Anchor>
          </SettingsSection>
          <SettingsSection id="custom" title={t("settings.title")}>
            <Anchor component={Link} to="/account/settings?settings=open">
              {t("settings.open")}
            </Anchor>
          </SettingsSection>
          {data.vipKey && (
            <SettingsSection id="vip" title={t("menu.vip")}>
              <Text size="sm">
                {t("account.vipKey")}: {data.vipKey}
              </Text>
            </SettingsSection>
          )}
        </Stack>
      </div>
    </div>
  );
}
