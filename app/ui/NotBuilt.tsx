import { Alert, Stack } from "~/ui/mantine";
import { useTranslation } from "~/i18n/react";

/** A menu screen that this version does not have yet (answered with status 404). */
export function NotBuilt({ menuMark }: { menuMark: string }) {
  const { t } = useTranslation();
  const title = t(`menu.${menuMark}`, { defaultValue: menuMark });
  return (
    <Stack maw={720}>
      <Alert color="blue" variant="light" title={t("common.notBuilt")} data-testid="not-built">
        {t("common.notBuiltDescription", { title })}
      </Alert>
    </Stack>
  );
}
