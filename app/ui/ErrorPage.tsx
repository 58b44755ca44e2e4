import { Button, Container, Stack, Text, Title } from "~/ui/mantine";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { translateMessage } from "~/i18n/messages";
import { useRequestId } from "~/ui/request-id";

const PAGE_TEXT: Record<number, string> = { 403: "error.page403", 404: "error.page404", 500: "error.page500" };

/**
 * The §8 error pages. `data.message` (an i18n key) and `data.detail` (upstream text) explain further. Inside the
 * console frame the page is a section of the frame's own <main>, never a second one.
 */
export function ErrorPage({ status, data, inConsole = false }: { status: number; data?: unknown; inConsole?: boolean }) {
  const { t } = useTranslation();
  const shown = status === 403 || status === 404 ? status : 500;
  const info = (data && typeof data === "object" ? data : {}) as { message?: string; detail?: string | null };
  const explanation = info.message ? translateMessage(t, info.message) : null;
  // Server errors show the request's id for the user to quote (issue 37); 403 and 404 pages may be kept and
  // answered again (app/page-reuse.server.ts), so they carry none.
  const requestId = useRequestId();
  const quotedId = shown === 500 ? requestId : null;
  return (
    <Container size="sm" py={64} component={inConsole ? "section" : "main"} id={inConsole ? undefined : "main"}>
      <Stack align="center" gap="md" ta="center">
        <Text className="error-code" aria-hidden="true">
          {shown}
        </Text>
        <Title order={1} size="h2" data-testid="error-title">
          {t(PAGE_TEXT[shown])}
        </Title>
        {explanation && explanation !== t(PAGE_TEXT[shown]) && <Text data-testid="error-message">{explanation}</Text>}
        {info.detail && <Text c="dimmed">{translateMessage(t, info.detail)}</Text>}
        {quotedId && <QuotedRequestId id={quotedId} />}
        <Button component={Link} to="/" variant="filled">
          {t("error.backHome")}
        </Button>
      </Stack>
    </Container>
  );
}

/** "Request id: …" under a server error, for the user to quote (issue 37). */
export function QuotedRequestId({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid="request-id" data-request-id={id}>
      {t("error.requestId")}: <code>{id}</code>
    </Text>
  );
}
