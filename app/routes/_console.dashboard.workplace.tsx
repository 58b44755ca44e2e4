import { Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireUser } from "~/auth/user.server";
import { greetingKey } from "~/lib/format";
import { flattenMenu } from "~/lib/permissions";
import { MenuIcon } from "~/ui/shell/icons";
import { pageTitle } from "~/ui/page-title";

export { RouteErrorBoundary as ErrorBoundary } from "~/ui/RouteErrorBoundary";

export const meta: MetaFunction = (args) => pageTitle(args, "menu.workplace");

/** The workplace: greeting and a shortcut to every screen the user's role opens (a fuller dashboard comes later). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const leaves = flattenMenu(user.role.menuList).filter((entry) => !entry.children?.length && entry.path !== "/dashboard/workplace");
  return json({
    name: user.baseInfo.name ?? user.username,
    role: user.role.name ?? user.role.mark ?? "",
    hour: new Date().getHours(),
    shortcuts: leaves.map((entry) => ({ mark: entry.mark, path: entry.path, icon: entry.icon ?? null })),
  });
}

export default function Workplace() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Title order={1} size="h3" data-testid="workplace-greeting">
          {t("login.welcomeBack", { greeting: t(`greeting.${greetingKey(data.hour)}`), name: data.name })}
        </Title>
        <Text c="dimmed" mt={4}>
          {t("workplace.role", { role: data.role })}
        </Text>
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="md">
          {t("workplace.shortcuts")}
        </Title>
        {data.shortcuts.length === 0 ? (
          <Text c="dimmed">{t("workplace.noShortcuts")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
            {data.shortcuts.map((item) => (
              <Link key={item.mark} to={item.path} className="shortcut" target={item.mark === "Monitor" ? "_blank" : undefined}>
                <Group gap={8} wrap="nowrap">
                  <MenuIcon name={item.icon} />
                  <span>{t(`menu.${item.mark}`, { defaultValue: item.mark })}</span>
                </Group>
              </Link>
            ))}
          </SimpleGrid>
        )}
      </Card>
    </Stack>
  );
}
