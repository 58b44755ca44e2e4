import { Button, Stack } from "~/ui/mantine";
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { Link } from "~/ui/links";
import { useTranslation } from "~/i18n/react";
import { ErrorPage, QuotedRequestId } from "./ErrorPage";
import { useRequestId } from "./request-id";
import { NotBuilt } from "./NotBuilt";
import { ServiceError } from "./ServiceError";

/**
 * A page's own error state inside the console frame: 403/404 pages for those statuses, and for upstream faults
 * the catalogue text (§8) with the upstream detail and a retry link. Never a stack trace.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  const requestId = useRequestId();
  const menuMark = isRouteErrorResponse(error) && error.status === 404 ? (error.data as { menuMark?: unknown } | null)?.menuMark : null;
  if (typeof menuMark === "string") return <NotBuilt menuMark={menuMark} />;
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 404)) {
    return <ErrorPage status={error.status} data={error.data} inConsole />;
  }
  // On the server the error was logged once, with its request id (entry.server's handleError).
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  const data = (isRouteErrorResponse(error) && error.data && typeof error.data === "object" ? error.data : {}) as { message?: string; detail?: string | null };
  return (
    <Stack gap="md" maw={720} data-testid="route-error">
      <ServiceError message={data.message ?? "error.serviceError"} detail={data.detail} testId="route-error-notice" />
      {requestId && <QuotedRequestId id={requestId} />}
      <Button component={Link} to={`${location.pathname}${location.search}`} variant="default" w="fit-content" reloadDocument>
        {t("error.retry")}
      </Button>
    </Stack>
  );
}
