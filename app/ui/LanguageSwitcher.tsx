import { Button, Group, NativeSelect } from "~/ui/mantine";
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { useHydrated } from "~/ui/use-hydrated";

const LANGUAGE_NAMES: Record<Lang, string> = { "zh-CN": "简体中文", "en-US": "English" };

/**
 * A plain form posting to /language; with JavaScript it submits on change and hides the button. It always
 * reloads the document: the new language's strings come with a new page (entry.client.tsx).
 */
export function LanguageSwitcher({ current, variant = "default" }: { current: Lang; variant?: "default" | "dark" }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <Form method="post" action="/language" className="language-switcher" data-variant={variant} reloadDocument>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <Group gap={4} wrap="nowrap">
        <NativeSelect
          name="lng"
          aria-label={t("layout.language")}
          size="xs"
          defaultValue={current}
          data={LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
          onChange={(event) => hydrated && event.currentTarget.form?.requestSubmit()}
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
