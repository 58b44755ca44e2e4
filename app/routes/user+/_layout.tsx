import type { LinksFunction } from "@remix-run/node";
import userStyles from "~/styles/user.css";
import { Anchor, Box, Group, Image, Stack, Text, Title } from "~/ui/mantine";
import { Outlet } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/ui/root-data";
import { LanguageSwitcher } from "~/ui/LanguageSwitcher";

/** The sign-in layout (§2): background, logo, system name, slogan, legal links, copyright, filing and version. */
/** The signed-out pages' own styles (issue 13: not in the sheet every page waits for). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: userStyles }];

export default function UserLayout() {
  const { t } = useTranslation();
  const root = useRootData();
  const name = root?.branding.systemName ?? t("app.title");
  return (
    <div className="user-layout">
      <div className="user-layout__lang">
        <LanguageSwitcher current={root?.lang ?? "zh-CN"} />
      </div>
      <main className="user-layout__main" id="main">
        <Stack align="center" gap={4} mb="xl">
          <Group gap="sm" wrap="nowrap">
            <Image src={root?.branding.logo ?? "/logo.svg"} alt="" w={44} h={44} />
            <Title order={1} className="user-layout__title">
              {name}
            </Title>
          </Group>
          <Text c="dimmed" size="sm">
            {t("app.slogan")}
          </Text>
        </Stack>
        <Box className="user-layout__card">
          <Outlet />
        </Box>
      </main>
      <footer className="user-layout__footer">
        <Group justify="center" gap="lg">
          <Anchor href="/privacy.shtml" target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
            {t("app.privacy")}
          </Anchor>
          <Anchor href="/service.shtml" target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
            {t("app.terms")}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed" ta="center" mt={6}>
          {t("app.copyright")} · {t("app.filing")} · <span data-testid="app-version">{t("app.version", { version: root?.version ?? "3.4.1" })}</span>
        </Text>
      </footer>
    </div>
  );
}
