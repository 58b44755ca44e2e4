import { Button, Group } from "~/ui/mantine";
import { useLocation } from "@remix-run/react";
import { Form } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { PlainNativeSelect } from "~/ui/fields/PlainInputs";

const LANGUAGE_NAMES: Record<Lang, string> = { "zh-CN": "简体中文", "en-US": "English" };

/**
 * A plain form posting to /language; with JavaScript it submits on change and hides the button (CSS, once the
 * page is hydrated: nothing re-renders). It always reloads the document: the new language's strings come with a
 * new page (entry.client.tsx).
 */
export function LanguageSwitcher({ current, variant = "default" }: { current: Lang; variant?: "default" | "dark" }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/language" className="language-switcher" data-variant={variant} reloadDocument>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <Group gap={4} wrap="nowrap">
        <PlainNativeSelect
          name="lng"
          aria-label={t("layout.language")}
          size="xs"
          defaultValue={current}
          data={LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }))}
          // React attaches handlers only once it handles the page: before that, the button submits.
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        <Button type="submit" size="xs" variant="default" className="hide-when-hydrated">
          {t("common.confirm")}
        </Button>
      </Group>
    </Form>
  );
}
