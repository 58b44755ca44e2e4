import { Anchor } from "~/ui/mantine/Anchor";
import { Card } from "~/ui/mantine/Card";
import { Grid } from "~/ui/mantine/Grid";
import { Stack } from "~/ui/mantine/Stack";
import { Text } from "~/ui/mantine/Text";
import { Title } from "~/ui/mantine/Title";
import { json, type LoaderFunctionArgs, type MetaFunction, type ActionFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { invalidateAccount, requireUser } from "~/auth/user.server";
import { formAction } from "~/engine/mutations.server";
import { ResourceForm } from "~/engine/ResourceForm";
import { updateBaseInfo } from "~/platform/account.server";
import { baseInfoFields, baseInfoSchema } from "~/resources/account";
import { pageTitle } from "~/ui/page-title";

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
  });
}

/** Every signed-in user may edit their own base info; the platform checks the account from the token. */
export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
  permission: null,
  schema: baseInfoSchema,
  run: async ({ user }, value) => {
    await updateBaseInfo(user.platform, value);
    await invalidateAccount(user.sessionId);
  },
  successMessage: "account.saved",
  redirectTo: () => "/account/settings",
});

export default function AccountSettings() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="lg" id="base">
          <Title order={1} size="h3" mb="md">
            {t("account.base")}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            {t("account.accountName")}: {data.accountName} · {t("account.roleName")}: {data.roleName}
          </Text>
          <ResourceForm id="base-info" fields={baseInfoFields} schema={baseInfoSchema} mode="edit" lastResult={actionData?.result} defaultValue={data.base} submitLabel={t("account.save")} cancelTo="/account/center" />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack>
          <Card withBorder padding="lg" id="security">
            <Title order={2} size="h4" mb="xs">
              {t("account.security")}
            </Title>
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
          </Card>
          <Card withBorder padding="lg" id="custom">
            <Title order={2} size="h4" mb="xs">
              {t("settings.title")}
            </Title>
            <Anchor component={Link} to="/account/settings?settings=open">
              {t("settings.open")}
            </Anchor>
          </Card>
          {data.vipKey && (
            <Card withBorder padding="lg" id="vip">
              <Title order={2} size="h4" mb="xs">
                {t("menu.vip")}
              </Title>
              <Text size="sm">
                {t("account.vipKey")}: {data.vipKey}
              </Text>
            </Card>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
