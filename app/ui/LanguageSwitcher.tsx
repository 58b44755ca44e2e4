import { Button, Group, NativeSelect } from "@mantine/core";
import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { useHydrated } from "~/ui/use-hydrated";

const LANGUAGE_NAMES: Record<Lang, string> = { "zh-CN": "简体中文", "en-US": "English" };

/** A plain form posting to /language; with JavaScript it submits on change and hides the button. */
export function LanguageSwitcher({ current, variant = "default" }: { current: Lang; variant?: "default" | "dark" }) {
  const { t } = useTranslation();
  const location = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form method="post" action="/language" className="language-switcher" data-variant={variant}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <Group gap={4} wrap="nowrap">
        <NativeSelect
          name="lng"
          aria-label={t("layout.language")}
          size="xs"
          defaultValue={current}
          data={LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
          onChange={(event) => hydrated && submit(event.currentTarget.form, { replace: true })}
        />
        {!hydrated && (
          <Button type="submit" size="xs" variant="default">
            {t("common.confirm")}
          </Button>
        )}
      </Group>
    </Form>
  );
}
