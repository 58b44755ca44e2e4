import { Avatar } from "~/ui/mantine/Avatar";
import { avatarUrlOf } from "~/platform/files.server";
import { Badge } from "~/ui/mantine/Badge";
import { Card } from "~/ui/mantine/Card";
import { Group, Stack, Text, Title } from "~/ui/mantine";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { requireUser } from "~/auth/user.server";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.accountCenter");

/** The personal centre: who the user is, their role and membership. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const info = user.baseInfo;
  return json({
    name: info.name ?? user.username,
    accountName: info.accountName ?? user.username,
    avatar: avatarUrlOf(info),
    roleName: info.roleName ?? user.role.mark ?? "",
    role: user.role.name ?? "",
    phoneNumber: info.phoneNumber ?? "",
    email: info.email ?? "",
    vipKey: info.vipKeySerialNumber ?? null,
  });
}

export default function AccountCenter() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <Card withBorder padding="xl" maw={640}>
      <Group align="flex-start" gap="lg">
        <Avatar src={data.avatar ?? undefined} size={80} radius={80} alt="">
          {data.name.slice(0, 1)}
        </Avatar>
        <Stack gap={6}>
          <Title order={1} size="h3">
            {data.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{data.roleName}</Badge>
            {data.vipKey && <Badge color="grape">{t("account.vipKey")}: {data.vipKey}</Badge>}
          </Group>
          <dl className="detail-list">
            <dt>{t("account.accountName")}</dt>
            <dd>{data.accountName}</dd>
            <dt>{t("account.roleName")}</dt>
            <dd>{data.role || data.roleName}</dd>
            <dt>{t("account.phoneNumber")}</dt>
            <dd>{data.phoneNumber}</dd>
            <dt>{t("account.email")}</dt>
            <dd>{data.email}</dd>
          </dl>
          <Text size="sm">
            <Link to="/account/settings">{t("layout.settings")}</Link>
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
