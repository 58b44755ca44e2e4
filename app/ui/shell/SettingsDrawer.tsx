import { Button, Group, Stack, Text, Title } from "~/ui/mantine";
import { Checkbox } from "~/ui/mantine/Checkbox";
import { Radio } from "~/ui/mantine/Radio";
import { Form, Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { COLOR_PRESETS, type LayoutSettings } from "~/lib/layout-settings";

/**
 * The settings drawer (§2 layout values, 8 colour presets, colour-weak, multi-tab). It is opened by a link
 * (?settings=open), so it works without JavaScript; it posts to /settings, which stores the cookies.
 */
export function SettingsDrawer({ settings, closeHref, returnTo, vipLocked }: { settings: LayoutSettings; closeHref: string; returnTo: string; vipLocked: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="drawer" role="dialog" aria-modal="true" aria-labelledby="settings-title" data-testid="settings-drawer">
      <Link to={closeHref} className="drawer__backdrop" aria-label={t("common.close")} tabIndex={-1} />
      <aside className="drawer__panel">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4" id="settings-title">
            {t("settings.title")}
          </Title>
          <Link to={closeHref} className="drawer__close">
            {t("common.close")}
          </Link>
        </Group>
        <Form method="post" action="/settings">
          <input type="hidden" name="redirectTo" value={returnTo} />
          <Stack gap="lg">
            <Radio.Group name="nav_theme" label={t("settings.navTheme")} defaultValue={settings.navTheme}>
              <Group mt={6}>
                <Radio value="dark" label={t("settings.dark")} />
                <Radio value="light" label={t("settings.light")} />
              </Group>
            </Radio.Group>
            <fieldset className="color-presets">
              <legend>{t("settings.color")}</legend>
              {vipLocked && (
                <Text size="xs" c="dimmed">
                  {t("settings.vipLocked")}
                </Text>
              )}
              <div className="color-presets__list">
                {COLOR_PRESETS.map((preset) => (
                  <label key={preset.key} className="color-presets__item" title={t(`settings.colors.${preset.key}`)}>
                    <input type="radio" name="color" value={preset.color} defaultChecked={settings.color === preset.color.toUpperCase()} />
                    <span className="color-presets__swatch" style={{ background: preset.color }} aria-hidden="true" />
                    <span className="visually-hidden">{t(`settings.colors.${preset.key}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Radio.Group name="layout" label={t("settings.layout")} defaultValue={settings.layout}>
              <Group mt={6}>
                <Radio value="sidemenu" label={t("settings.sidemenu")} />
                <Radio value="topmenu" label={t("settings.topmenu")} />
              </Group>
            </Radio.Group>
            <Radio.Group name="content_width" label={t("settings.contentWidth")} defaultValue={settings.contentWidth}>
              <Group mt={6}>
                <Radio value="Fluid" label={t("settings.Fluid")} />
                <Radio value="Fixed" label={t("settings.Fixed")} />
              </Group>
            </Radio.Group>
            <Stack gap="xs">
              <Checkbox name="fixed_header" value="true" label={t("settings.fixedHeader")} defaultChecked={settings.fixedHeader} />
              <Checkbox name="auto_hide_header" value="true" label={t("settings.autoHideHeader")} defaultChecked={settings.autoHideHeader} />
              <Checkbox name="fixed_sidebar" value="true" label={t("settings.fixedSidebar")} defaultChecked={settings.fixedSidebar} />
              <Checkbox name="weak" value="true" label={t("settings.weak")} defaultChecked={settings.weak} />
              <Checkbox name="multi_tab" value="true" label={t("settings.multiTab")} defaultChecked={settings.multiTab} />
            </Stack>
            <Group>
              <Button type="submit" name="intent" value="save">
                {t("settings.save")}
              </Button>
              <Button type="submit" name="intent" value="reset" variant="default">
                {t("settings.reset")}
              </Button>
            </Group>
          </Stack>
        </Form>
      </aside>
    </div>
  );
}

export default SettingsDrawer;
