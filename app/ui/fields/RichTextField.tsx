import { useTranslation } from "~/i18n/react";
import { RICH_TEXT_COMMANDS } from "~/lib/rich-text-edit";
import { clientOnly } from "~/ui/lazy";
import { ActionIcon } from "~/ui/mantine/ActionIcon";
import { TextareaField } from "./TextareaField";
import type { BaseProps } from "./shared";

/**
 * The toolbar's code: fetched once the page is hydrated. It imports nothing the console's pages share (the
 * ActionIcon and the texts come from here, in the form's own chunk): a lazy module importing shared modules makes
 * the bundler split the shared chunks, which grows every page's first-load JavaScript.
 */
const RichTextTools = clientOnly(() => import("~/ui/rich-text/RichTextTools"));

/**
 * Formatted text (news content, course intro): a plain textarea of HTML that posts as it is without JavaScript;
 * with it, a small Mantine toolbar (bold, italic, heading, lists, quote, link) edits the same textarea and a
 * preview shows what the server's sanitiser keeps (docs/decisions/001).
 */
export function RichTextField(props: BaseProps & { maxLength?: number }) {
  const { t } = useTranslation();
  const field = typeof props.label === "string" ? props.label : "";
  const texts = {
    ...Object.fromEntries(RICH_TEXT_COMMANDS.map((command) => [command, t(`richText.${command}`)])),
    toolbar: t("richText.toolbar", { field }),
    linkPrompt: t("richText.linkPrompt"),
    preview: t("richText.preview"),
    previewLabel: t("richText.previewLabel", { field }),
    previewEmpty: t("richText.previewEmpty"),
  } as RichTextTexts;
  return <TextareaField {...props} rows={8} around={<RichTextTools textareaId={props.field.id} texts={texts} ActionIcon={ActionIcon} />} />;
}

export type RichTextTexts = Record<(typeof RICH_TEXT_COMMANDS)[number] | "toolbar" | "linkPrompt" | "preview" | "previewLabel" | "previewEmpty", string>;
