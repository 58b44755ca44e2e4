import { Form } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { GO_PATH, GO_QUERY_MAX } from "~/lib/go-to";

/**
 * "Go to …" (issue 14): a plain GET form to the /go results page, so screens and devices are found without
 * JavaScript; with it, Ctrl+K opens the palette on the same search.
 */
export function GoToForm({ id, defaultValue = "" }: { id: string; defaultValue?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={GO_PATH} className="go-to" aria-label={t("goTo.label")} data-testid={id}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t("goTo.label")}
      </label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={GO_QUERY_MAX}
        placeholder={t("goTo.label")}
        title={t("goTo.placeholder")}
        autoComplete="off"
        className="go-to__input"
      />
      <button type="submit" className="go-to__submit">
        {t("goTo.submit")}
      </button>
    </Form>
  );
}
