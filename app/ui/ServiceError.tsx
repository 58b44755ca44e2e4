import { translateMessage } from "~/i18n/messages";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/ui/mantine";

/**
 * §8's notice of a failed call where it happened (a page, or one section of it): the service-error title and the
 * platform's detail (or the catalogue's fallback) as its text. Both are i18n keys or upstream text.
 */
export function ServiceError({ message, detail, testId = "service-error" }: { message: string; detail?: string | null; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId} title={translateMessage(t, message)}>
      {detail ? translateMessage(t, detail) : t("error.page500")}
    </Alert>
  );
}
